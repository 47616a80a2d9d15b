import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendMessageResponse } from '../../../contract/chat';
import { FileListResponse, type FileRecord } from '../../../contract/files';
import { up as normalizeStoredNames } from '../../../server/db/migrations/006_normalized_file_names';
import type { TestUser } from '../../helpers/emulator';
import {
  DATABASES,
  baseUrl,
  bearer,
  startTestServer,
  uploadFile,
  type TestServer,
} from '../harness';

const PUBLIC_URL = 'https://study.example.org';
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe.each(DATABASES)('names and links (issue 18, point 5) on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: `${PUBLIC_URL}/`, TRUST_PROXY: 'true' });
    alice = await server.signUp();
  });
  afterAll(async () => {
    await server.close();
  });

  /** Uploads a text file under `name`, then fetches its content link from this server. */
  async function roundTrip(name: string, body = `Notes for ${name.length} characters.`) {
    const file = await uploadFile(server, alice, name, body);
    expect(file.file_url?.startsWith(`${PUBLIC_URL}/api/v1/files/`)).toBe(true);
    const { pathname } = new URL(file.file_url ?? '');
    const res = await fetch(`${baseUrl(server)}${pathname}`);
    return { file, res, text: await res.text(), body };
  }

  it.each([
    ['255 ASCII bytes', `${'a'.repeat(251)}.txt`],
    ['255 bytes of three-byte characters', `${'語'.repeat(83)}ab.txt`],
    ['255 bytes of two- and four-byte characters', `${'é'.repeat(61)}${'😀'.repeat(32)}a.txt`],
  ])('keeps a name of %s whole, and its content link works', async (_label, name) => {
    expect(bytes(name)).toBe(255);
    const { file, res, text, body } = await roundTrip(name);
    expect(file.file_name).toBe(name);
    expect(res.status).toBe(200);
    expect(text).toBe(body);
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it('cuts a longer name to 255 bytes at a character boundary, extension kept', async () => {
    const family = '👨‍👩‍👧';
    for (const [name, kept] of [
      ['x'.repeat(5000) + '.txt', `${'x'.repeat(251)}.txt`],
      [`${'語'.repeat(100)}.txt`, `${'語'.repeat(83)}.txt`],
      [`${family.repeat(20)}.md`, `${family.repeat(14)}.md`],
    ] as const) {
      const { file, res } = await roundTrip(name);
      expect(file.file_name).toBe(kept);
      expect(bytes(file.file_name)).toBeLessThanOrEqual(255);
      expect(res.status).toBe(200);
    }
  });

  it('normalises names: NFC, no control or bidi-override characters', async () => {
    for (const [name, kept] of [
      ['evil\u202Etxt.exe', 'eviltxt.exe'],
      ['notes\u0000\u0007.txt', 'notes.txt'],
      ['cafe\u0301 notes.txt', 'caf\u00e9 notes.txt'],
      ['\u2066isolated\u2069 \u200Fname.txt', 'isolated name.txt'],
      ['tab\there.txt', 'tab here.txt'],
      ['\u202E', 'untitled'],
    ] as const) {
      const { file, res } = await roundTrip(name);
      expect(file.file_name).toBe(kept);
      expect(res.status).toBe(200);
    }
  });

  it('serves names stored before the rule, and the migration normalises them', async () => {
    const { file } = await roundTrip('legacy.txt');
    const legacy = `${'y'.repeat(5000)}\u202E.txt`;
    const k = server.ctx.db.kysely;
    await k.updateTable('files').set({ file_name: legacy }).where('id', '=', file.id).execute();
    const listed = FileListResponse.parse(
      (
        await server.app.inject({ url: '/api/v1/files?page_size=100', headers: bearer(alice) })
      ).json(),
    ).items.find((f) => f.id === file.id);
    const { pathname } = new URL(listed?.file_url ?? '');
    expect((await fetch(`${baseUrl(server)}${pathname}`)).status).toBe(200);

    await normalizeStoredNames(k as unknown as Kysely<unknown>, server.ctx.db.dialect);
    const row = await k
      .selectFrom('files')
      .select('file_name')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(row.file_name).toBe(`${'y'.repeat(251)}.txt`);
  });

  it('builds every link from PUBLIC_URL, never from the Host the request names', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    await uploadFile(server, alice, 'links.txt', 'Osmosis moves water across a membrane.');
    const list = FileListResponse.parse(
      (
        await server.app.inject({
          url: '/api/v1/files?page_size=100',
          headers: { ...bearer(alice), ...forged },
        })
      ).json(),
    );
    const urls = list.items.map((f: FileRecord) => f.file_url ?? '');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => u.startsWith(`${PUBLIC_URL}/api/v1/files/`))).toBe(true);

    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/v1/messages?message=${encodeURIComponent('What files do I have?')}`,
      headers: { ...bearer(alice), ...forged },
    });
    const answer = SendMessageResponse.parse(sent.json())[1]?.content ?? '';
    expect(answer).toContain(`](${PUBLIC_URL}/api/v1/files/`);
    expect(answer).not.toContain('evil.example');
    // The stored conversation says the same.
    const histories = await server.app.inject({ url: '/api/v1/histories', headers: bearer(alice) });
    expect(histories.body).not.toContain('evil.example');
    expect(histories.body).toContain(PUBLIC_URL);
  });
});
