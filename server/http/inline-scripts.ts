import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * CSP source expressions ('sha256-…') of the scripts written inside an HTML page: the boot
 * script of the built index.html runs before the first paint, so it cannot be a file of its own
 * without a request on that path. Scripts with a `src` and data blocks (JSON-LD) need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The inline scripts' hashes of the built app's index.html (none without a build). */
export function staticInlineScriptHashes(staticDir: string): string[] {
  try {
    return inlineScriptHashes(fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
