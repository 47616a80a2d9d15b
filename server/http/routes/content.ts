import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '../../../contract/common';
import { normalizeFileName } from '../../../contract/file-name';
import type { AppContext } from '../context';
import { parse } from '../validate';

const ContentParams = z.object({ id: Id, token: z.string(), name: z.string() });
const RANGE = /^bytes=(\d*)-(\d*)$/;

/** `inline` with the name as RFC 8187 UTF-8 (also percent-encoding the characters it reserves). */
function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(normalizeFileName(fileName)).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename*=UTF-8''${encoded}`;
}

/**
 * File content by signed URL: no Authorization header (iframes and <video> cannot send one),
 * HTTP range requests for video seeking, and a CSP that keeps any active content inert.
 */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Never compressed on the fly: a byte range must address the stored bytes (video seeking).
  const options = { compress: false } as const;
  app.get('/api/v1/files/:id/content/:token/:name', options, async (request, reply) => {
    const { id, token } = parse(ContentParams, request.params, 'path');
    const {
      file: row,
      size,
      path,
    } = await ctx.files.content(id, token).catch((error: unknown) => {
      // A forged or expired link is a call without a valid identity.
      ctx.limits.anonymousCall(request.ip);
      throw error;
    });
    // A video's range requests count in a bucket of their own, not against the owner's API calls.
    ctx.limits.user(`content:${row.user_id}`);

    reply
      .header('Content-Type', row.mime ?? 'application/octet-stream')
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'private, max-age=600')
      .header('Content-Disposition', contentDisposition(row.file_name))
      .header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      );

    const range = RANGE.exec(request.headers.range ?? '');
    if (!range || size === 0) {
      reply.header('Content-Length', size);
      return reply.send(fs.createReadStream(path));
    }
    const [, startText = '', endText = ''] = range;
    let start = startText === '' ? size - Number(endText) : Number(startText);
    let end = startText === '' || endText === '' ? size - 1 : Number(endText);
    start = Math.max(0, start);
    end = Math.min(end, size - 1);
    if (start > end || start >= size) {
      return reply.status(416).header('Content-Range', `bytes */${size}`).send();
    }
    return reply
      .status(206)
      .header('Content-Range', `bytes ${start}-${end}/${size}`)
      .header('Content-Length', end - start + 1)
      .send(fs.createReadStream(path, { start, end }));
  });
}
