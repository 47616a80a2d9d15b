import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '../../../contract/common';
import { inlineContentDisposition } from '../../storage/content-disposition';
import type { AppContext } from '../context';
import { parse } from '../validate';

const ContentParams = z.object({ id: Id, token: z.string(), name: z.string() });
const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * File content by signed URL: no Authorization header (iframes and <video> cannot send one),
 * HTTP range requests for video seeking, and a CSP that keeps any active content inert. With
 * presigned S3 links the route redirects to a fresh one (links cited in stored answers).
 */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Never compressed on the fly: a byte range must address the stored bytes (video seeking).
  const options = { compress: false } as const;
  app.get('/api/v1/files/:id/content/:token/:name', options, async (request, reply) => {
    const { id, token } = parse(ContentParams, request.params, 'path');
    const content = await ctx.files.content(id, token).catch((error: unknown) => {
      // A forged or expired link is a call without a valid identity.
      ctx.limits.anonymousCall(request.ip);
      throw error;
    });
    const row = content.file;
    // A video's range requests count in a bucket of their own, not against the owner's API calls.
    ctx.limits.user(`content:${row.user_id}`);
    if ('redirect' in content) {
      return reply.header('Cache-Control', 'no-store').redirect(content.redirect, 302);
    }
    const { size } = content;

    reply
      .header('Content-Type', row.mime ?? 'application/octet-stream')
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'private, max-age=600')
      .header('Content-Disposition', inlineContentDisposition(row.file_name))
      .header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      );

    const range = RANGE.exec(request.headers.range ?? '');
    if (!range || size === 0) {
      reply.header('Content-Length', size);
      return reply.send(await content.open());
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
      .send(await content.open({ start, end }));
  });
}
