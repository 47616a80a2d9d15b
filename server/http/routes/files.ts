import type { FastifyInstance } from 'fastify';
import {
  AddYoutubeBody,
  FileIdParams,
  FileListQuery,
  FileListResponse,
  UploadQuery,
} from '../../../contract/files';
import { AppError } from '../../errors';
import { toFileRecord, toFileRecords } from '../../services/file-records';
import type { IncomingFile } from '../../services/files';
import { userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { responseSchema } from '../response-schema';
import { parse } from '../validate';

export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const listSchema = { response: { 200: responseSchema(FileListResponse) } };
  app.get('/api/v1/files', { schema: listSchema }, async (request) => {
    const user = userOf(request);
    const { page, page_size, updated_since, limit } = parse(FileListQuery, request.query, 'query');
    const origin = ctx.config.publicUrl;
    if (updated_since !== undefined) {
      // Incremental: every file changed since the cursor, not one page of them.
      const changes = await ctx.files.changes(user, updated_since, limit ?? null);
      const items = await toFileRecords(changes.rows, ctx.links, origin);
      return { items, page: 1, page_size: items.length, total: changes.total, sync: changes.sync };
    }
    const { rows, total } = await ctx.files.list(user, page, page_size);
    return { items: await toFileRecords(rows, ctx.links, origin), page, page_size, total };
  });

  app.get('/api/v1/files/:id', async (request) => {
    const { id } = parse(FileIdParams, request.params, 'path');
    return toFileRecord(await ctx.files.get(userOf(request), id), ctx.links, ctx.config.publicUrl);
  });

  app.post('/api/v1/files', async (request, reply) => {
    const user = userOf(request);
    const prefs = parse(UploadQuery, request.query, 'query');
    const origin = ctx.config.publicUrl;
    if (request.isMultipart()) {
      const rows = await ctx.files
        .upload(user, fileParts(request.files()), prefs)
        .catch((error: unknown) => {
          // Already answered (a stalled body got its 408): the upload was undone, nothing to add.
          if (reply.sent) return null;
          throw error;
        });
      if (rows === null) return reply;
      const n = rows.length;
      return {
        status: 'success',
        message: `${n} file${n === 1 ? '' : 's'} uploaded. Processing has started.`,
        data: { files: await toFileRecords(rows, ctx.links, origin) },
      };
    }
    const body = parse(AddYoutubeBody, request.body ?? {}, 'body');
    const row = await ctx.files.addYoutube(user, body.url, prefs);
    return {
      status: 'success',
      message: 'YouTube video added and is now processing.',
      data: { files: [await toFileRecord(row, ctx.links, origin)] },
    };
  });

  app.delete('/api/v1/files/:id', async (request) => {
    const { id } = parse(FileIdParams, request.params, 'path');
    await ctx.files.delete(userOf(request), id);
    return { status: 'success', message: 'File deleted successfully!' };
  });
}

type MultipartFiles = ReturnType<import('fastify').FastifyRequest['files']>;

async function* fileParts(parts: MultipartFiles): AsyncIterable<IncomingFile> {
  for await (const part of parts) {
    if (part.fieldname !== 'files') {
      part.file.resume();
      throw new AppError('validation', 'Upload files in the multipart field "files".', [
        { msg: 'unexpected field; use "files"', loc: ['body', part.fieldname] },
      ]);
    }
    yield { fileName: part.filename, stream: part.file };
  }
}
