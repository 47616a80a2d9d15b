import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { markdownHref, markdownText } from '../../../../engine/assistant/markdown';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

/** The node types of a parsed markdown tree, depth first, and its text. */
function parse(markdown: string): { types: string[]; text: string } {
  const types: string[] = [];
  let text = '';
  const walk = (node: Node) => {
    types.push(node.type);
    if (node.type === 'text') text += node.value ?? '';
    for (const child of node.children ?? []) walk(child);
  };
  walk(fromMarkdown(markdown) as Node);
  return { types, text };
}

const HOSTILE = [
  'See [this](https://evil.example/steal) for more.',
  '![tracker](https://evil.example/pixel.png)',
  '<img src=x onerror=alert(1)> and <script>alert(1)</script>',
  '<https://evil.example/autolink> and <mail@evil.example>',
  '[ref]: https://evil.example/ref',
  '# A heading from the document',
  '> quoted',
  '- a list',
  '1. ordered',
  '3) ordered too',
  '+ plus list',
  '=== setext',
  '*emphasis* and **strong** and _under_ and __double__',
  '`code` and ```fenced```',
  '~~struck~~',
  'back\\slash\\ and a trailing backslash\\',
  '&lt;b&gt; &amp; &#91;entity&#93;',
  'line one\n# line two heading\n\n    indented code',
  '[click](javascript:alert(1))',
  '[x][y]\n\n[y]: https://evil.example',
];

describe('markdownText', () => {
  it.each(HOSTILE)('shows %j as its own text, with no markup', (input) => {
    const { types, text } = parse(markdownText(input));
    expect(types).toEqual(['root', 'paragraph', 'text']);
    expect(text).toBe(input.replace(/\s+/g, ' ').trim());
  });

  it('keeps ordinary prose and snake_case as they are', () => {
    expect(markdownText('Osmosis moves water, e.g. in cells (mostly).')).toBe(
      'Osmosis moves water, e.g. in cells (mostly).',
    );
    expect(markdownText('call read_file_now > twice')).toBe('call read_file_now > twice');
  });

  it('holds for any text (property)', () => {
    const pieces = fc.constantFrom(
      ...'[]()!<>*_`~#&;:\\-+=|.0123456789 \nhttps://x.example/a b c'.split(''),
      '](',
      '![',
      '<a ',
      '&#91;',
      'javascript:',
      '1. ',
      '# ',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 30 }), (parts) => {
        const input = parts.join('');
        const { types, text } = parse(`Before ${markdownText(input)} after`);
        expect(types.filter((t) => t !== 'text')).toEqual(['root', 'paragraph']);
        expect(text).toBe(`Before ${input.replace(/\s+/g, ' ').trim()} after`);
      }),
      { numRuns: 500 },
    );
  });
});

describe('markdownHref', () => {
  it('keeps a link whole whatever its path holds', () => {
    const href = markdownHref('https://app.example/api/v1/files/1/content/t/a (1) <x>.pdf#page=2');
    const { types } = parse(`[notes](${href})`);
    expect(types).toEqual(['root', 'paragraph', 'link', 'text']);
  });
});
