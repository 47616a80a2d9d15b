import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../../server/http/inline-scripts';

const sha = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the body of each inline script exactly as written', () => {
    const boot = '\n      (function () { document.documentElement.dataset.x = "1"; })();\n    ';
    const html = `<html><body><script data-boot data-main="/a.js">${boot}</script><script type="module">import('/b.js');</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha("import('/b.js');")]);
  });

  it('needs no hash for scripts loaded from a file or for data blocks', () => {
    const html =
      '<script type="module" crossorigin src="/assets/main.js"></script>' +
      '<script type="application/ld+json">{"@type":"WebApplication"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
