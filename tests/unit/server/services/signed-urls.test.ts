import { describe, expect, it } from 'vitest';
import { UrlSigner } from '../../../../server/services/signed-urls';

describe('UrlSigner', () => {
  const signer = new UrlSigner(Buffer.from('a-test-secret-of-enough-length'), 3600);
  const token = (path: string) => path.split('/')[6] ?? '';

  it('makes paths that end with the file name and verify for their owner only', () => {
    const path = signer.path(7, 3, 'Lecture notes.pdf');
    expect(path).toMatch(/^\/api\/v1\/files\/7\/content\/\d+\.[\w-]{32}\/Lecture%20notes\.pdf$/);
    expect(signer.verify(7, 3, token(path))).toBe(true);
    expect(signer.verify(7, 4, token(path))).toBe(false);
    expect(signer.verify(8, 3, token(path))).toBe(false);
  });

  it('expires and refuses tampering', () => {
    const now = Date.UTC(2026, 0, 1);
    const t = token(signer.path(1, 1, 'a.pdf', now));
    expect(signer.verify(1, 1, t, now + 3600_000)).toBe(true);
    expect(signer.verify(1, 1, t, now + 5 * 3600_000)).toBe(false);
    const [exp, sig] = t.split('.');
    expect(signer.verify(1, 1, `${Number(exp) + 600}.${sig}`, now)).toBe(false);
    expect(signer.verify(1, 1, 'garbage', now)).toBe(false);
  });

  it('gives the same URL for repeated listings within ten minutes', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 5);
    expect(signer.path(1, 1, 'a.pdf', now)).toBe(signer.path(1, 1, 'a.pdf', now + 60_000));
  });

  it('keeps path-breaking characters out of the name', () => {
    expect(signer.path(1, 1, '../../etc/passwd?x#y%')).toMatch(/\/content\/[^/]+\/passwd_x_y_$/);
  });

  it('names the file by the stored-name rule, so a long legacy name still fits the route', () => {
    const path = signer.path(1, 1, `${'語'.repeat(2000)}\u202E.pdf`);
    const name = decodeURIComponent(path.split('/').pop() ?? '');
    expect(name).toBe(`${'語'.repeat(83)}.pdf`);
    expect(path.length).toBeLessThan(1024);
  });
});
