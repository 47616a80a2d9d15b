import { describe, expect, it } from 'vitest';
import {
  interceptLink,
  linkableHref,
  linkPosition,
  ownContentUrl,
  toAppOrigin,
} from '../../../../src/lib/links';

const base = 'http://localhost:8080/';
const files = [
  {
    id: 3,
    file_name: 'notes.pdf',
    file_url: 'http://localhost:8080/api/v1/files/3/content?sig=old',
  },
  { id: 4, file_name: 'talk.mp4', file_url: '/blobs/talk.mp4?sig=a' },
];

describe('linkPosition', () => {
  it('reads page and time fragments', () => {
    expect(linkPosition('x#page=3')).toEqual({ page: 3, seconds: null });
    expect(linkPosition('x#t=83')).toEqual({ page: null, seconds: 83 });
    expect(linkPosition('x#t=1m23s')).toEqual({ page: null, seconds: 83 });
    expect(linkPosition('x')).toEqual({ page: null, seconds: null });
  });
});

const signed = [
  {
    id: 8,
    file_name: 'notes.pdf',
    file_url: 'http://127.0.0.1:8080/api/v1/files/8/content/tok-new/notes.pdf',
  },
];

describe('interceptLink', () => {
  it('opens our own content URLs by file id even when the token in the path changed', () => {
    const r = interceptLink(
      'http://127.0.0.1:8080/api/v1/files/8/content/tok-old/notes.pdf#page=3',
      signed,
      base,
    );
    expect(r).toMatchObject({ kind: 'viewer', fileId: 8, file: { id: 8 }, position: { page: 3 } });
    const unknown = interceptLink(
      'http://localhost:8080/api/v1/files/9/content/t/x.mp4#t=5',
      signed,
      base,
    );
    expect(unknown).toMatchObject({
      kind: 'viewer',
      fileId: 9,
      file: null,
      position: { seconds: 5 },
    });
    expect(
      interceptLink('https://evil.example/api/v1/files/8/content/t/n.pdf', signed, base),
    ).toMatchObject({
      kind: 'stub',
    });
  });

  it('opens our file when the link contains its file_url', () => {
    const r = interceptLink(
      'http://localhost:8080/api/v1/files/3/content?sig=old#page=3',
      files,
      base,
    );
    expect(r).toMatchObject({ kind: 'viewer', file: { id: 3 }, position: { page: 3 } });
  });
  it('matches without query and hash since signed URLs change', () => {
    const r = interceptLink(
      'http://localhost:8080/api/v1/files/3/content?sig=new#page=5',
      files,
      base,
    );
    expect(r).toMatchObject({ kind: 'viewer', file: { id: 3 }, position: { page: 5 } });
    const v = interceptLink('/blobs/talk.mp4?sig=b#t=12', files, base);
    expect(v).toMatchObject({ kind: 'viewer', file: { id: 4 }, position: { seconds: 12 } });
  });
  it('makes a stub with id -1 for unknown viewer links, typed by extension', () => {
    expect(interceptLink('https://x.org/a.png', files, base)).toMatchObject({
      kind: 'stub',
      file: { id: -1, file_type: 'image', file_name: 'a.png' },
    });
    expect(interceptLink('https://x.org/a.mov', files, base)).toMatchObject({
      file: { file_type: 'video' },
    });
    expect(interceptLink('https://x.org/a.pdf#page=2', files, base)).toMatchObject({
      file: { file_type: 'pdf' },
      position: { page: 2 },
    });
    for (const ext of ['txt', 'doc', 'docx', 'html', 'ppt', 'xls', 'xlsx', 'csv', 'zip']) {
      expect(interceptLink(`https://x.org/a.${ext}`, files, base)).toMatchObject({
        kind: 'stub',
        file: { file_type: 'text' },
      });
    }
  });
  it('sends other links to a new tab', () => {
    expect(interceptLink('https://x.org/page', files, base)).toEqual({
      kind: 'external',
      href: 'https://x.org/page',
    });
    expect(interceptLink('https://x.org/a.webm', files, base).kind).toBe('external');
    expect(interceptLink(undefined, files, base).kind).toBe('ignore');
  });
});

describe('toAppOrigin', () => {
  it('serves our content URLs from the app origin', () => {
    expect(
      toAppOrigin(
        'http://127.0.0.1:8080/api/v1/files/8/content/t/n.pdf?x=1#page=2',
        'http://localhost:5173',
      ),
    ).toBe('http://localhost:5173/api/v1/files/8/content/t/n.pdf?x=1#page=2');
  });
  it('leaves other URLs alone', () => {
    expect(toAppOrigin('https://x.org/a.pdf', 'http://localhost:5173')).toBe('https://x.org/a.pdf');
    expect(
      toAppOrigin('http://localhost:5173/api/v1/files/8/content/t/n.pdf', 'http://localhost:5173'),
    ).toBe('http://localhost:5173/api/v1/files/8/content/t/n.pdf');
  });
});

describe('linkableHref', () => {
  const base = 'https://app.example/#/chat';
  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    ['http://example.org/a', 'http://example.org/a'],
    ['/api/v1/files/1/content/t/a.pdf', 'https://app.example/api/v1/files/1/content/t/a.pdf'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,x', null],
    ['mailto:a@b.example', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (href, expected) => {
    expect(linkableHref(href, base)).toBe(expected);
  });
});

describe('ownContentUrl', () => {
  const origin = 'https://app.example';
  it.each([
    ['/api/v1/files/1/content/t/a.pdf', 'https://app.example/api/v1/files/1/content/t/a.pdf'],
    [
      'http://127.0.0.1:8080/api/v1/files/1/content/t/a.pdf',
      'https://app.example/api/v1/files/1/content/t/a.pdf',
    ],
    ['javascript:alert(1)', null],
    ['https://app.example/other.pdf', null],
    ['//evil.example/a.pdf', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(ownContentUrl(value, origin)?.toString() ?? null).toBe(expected);
  });

  it('takes presigned links of the file store the server names, and nothing else', () => {
    const store = 'https://files.example';
    const presigned = 'https://files.example/bucket/3f9a.pdf?X-Amz-Signature=abc';
    expect(ownContentUrl(presigned, origin, store)?.toString()).toBe(presigned);
    expect(ownContentUrl(presigned, origin, null)).toBeNull();
    expect(ownContentUrl('https://evil.example/bucket/a.pdf', origin, store)).toBeNull();
    expect(ownContentUrl('/api/v1/files/1/content/t/a.pdf', origin, store)?.origin).toBe(origin);
  });
});
