import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FileListResponse, FileRecord, Flashcard, SocketEvent } from '../../../contract';
import { lazySchema } from '../../../contract/lazy-schema';

const file = {
  id: 1,
  file_name: 'notes.pdf',
  file_url: null,
  file_type: 'pdf',
  status: 'processed',
  error_message: null,
  size_bytes: 10,
  page_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('lazySchema', () => {
  it('builds the schema on its first use, once', () => {
    let builds = 0;
    const Name = lazySchema(() => {
      builds++;
      return z.string().min(1);
    });
    expect(builds).toBe(0);
    expect(Name.parse('Ada')).toBe('Ada');
    expect(Name.safeParse('').success).toBe(false);
    expect(builds).toBe(1);
  });

  it('composes into other schemas, with their checks and instanceof', () => {
    const Inner = lazySchema(() => z.object({ n: z.number().int() }));
    const Outer = z.object({ items: z.array(Inner), extra: Inner.optional() });
    expect(Outer.parse({ items: [{ n: 1 }] })).toEqual({ items: [{ n: 1 }] });
    expect(() => Outer.parse({ items: [{ n: 1.5 }] })).toThrow();
    expect(Inner instanceof z.ZodObject).toBe(true);
    expect(Object.keys(Inner.shape)).toEqual(['n']);
    expect(Inner.extend({ m: z.string() }).parse({ n: 1, m: 'x' })).toEqual({ n: 1, m: 'x' });
  });

  it("keeps the contract's schemas working: parse, errors, JSON Schema", () => {
    expect(
      FileListResponse.parse({ items: [file], page: 1, page_size: 10, total: 1 }).items,
    ).toEqual([file]);
    expect(FileRecord.safeParse({ ...file, status: 'lost' }).success).toBe(false);
    expect(Flashcard.safeParse({}).success).toBe(false);
    expect(SocketEvent.safeParse({ event: 'nothing' }).success).toBe(false);
    const json = z.toJSONSchema(FileListResponse, { target: 'draft-7', io: 'output' });
    expect(json).toMatchObject({
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'object' } } },
    });
  });
});
