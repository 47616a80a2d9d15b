import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { normalizeFileName } from '../../contract/file-name';

/**
 * Short-lived links to file content that work without headers (iframe, video, img).
 * The signature lives in the path so the URL still ends with the file's extension,
 * which is how the client recognises file links (SPEC point 2, conversation view).
 */
export class UrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlSeconds: number,
  ) {}

  /** A secret from config, else one generated once and kept in DATA_DIR (so restarts keep links valid). */
  static fromConfig(secret: string | null, dataDir: string, ttlSeconds: number): UrlSigner {
    if (secret) return new UrlSigner(Buffer.from(secret), ttlSeconds);
    const file = path.join(dataDir, 'url-signing.key');
    fs.mkdirSync(dataDir, { recursive: true });
    if (!fs.existsSync(file))
      fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
    return new UrlSigner(Buffer.from(fs.readFileSync(file, 'utf8').trim()), ttlSeconds);
  }

  /** Path of the content of `fileId`, valid for at least the TTL. */
  path(fileId: number, userId: number, fileName: string, nowMs = Date.now()): string {
    // Expiry is rounded up to a 10-minute step so repeated listings give identical URLs.
    const step = 600;
    const exp = Math.ceil((nowMs / 1000 + this.ttlSeconds) / step) * step;
    const token = `${exp}.${this.sign(fileId, userId, exp)}`;
    return `/api/v1/files/${fileId}/content/${token}/${pathSegment(safeName(fileName))}`;
  }

  /** The user id the token was issued to, or null when forged or expired. */
  verify(fileId: number, userId: number, token: string, nowMs = Date.now()): boolean {
    const [expText, sig] = token.split('.');
    const exp = Number(expText);
    if (!Number.isInteger(exp) || !sig || exp * 1000 < nowMs) return false;
    const expected = Buffer.from(this.sign(fileId, userId, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  private readonly signatures = new Map<string, string>();

  /** Cached: every listing re-signs the same (file, owner, expiry) for up to 10 minutes. */
  private sign(fileId: number, userId: number, exp: number): string {
    const key = `${fileId}.${userId}.${exp}`;
    const cached = this.signatures.get(key);
    if (cached) return cached;
    if (this.signatures.size >= 50_000) this.signatures.clear();
    const signature = crypto
      .createHmac('sha256', this.secret)
      .update(key)
      .digest('base64url')
      .slice(0, 32);
    this.signatures.set(key, signature);
    return signature;
  }
}

/** encodeURIComponent, plus the characters it leaves that markdown and quoting treat apart. */
function pathSegment(name: string): string {
  return encodeURIComponent(name).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The name as a link shows it: the stored rule (at most 255 bytes, so the link fits the router's
 * parameter length even for names stored before the rule) without characters a path treats apart.
 */
function safeName(name: string): string {
  return normalizeFileName(name).replace(/[?#%]/g, '_');
}
