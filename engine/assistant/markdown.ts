// Text from a document (or a file name, a concept, a question) inside an answer: it is shown as
// the text it is, never read as markdown. A document could otherwise place its own links or
// images beside the genuine citations, inject HTML, or restyle the answer with headings and
// emphasis. Only the links the assistant writes itself (citations) are links.

// Characters that open inline markup: links and images ([ ] and the ! before them go inert once
// [ is escaped), autolinks and HTML (<), emphasis (* and ~), code (`), and the escape itself.
const INLINE = /[\\[\]<*`~]/g;
// An underscore opens emphasis only at a word's edge, never inside one (snake_case stays as is).
const EDGE_UNDERSCORE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
// An entity reference (&amp; &#91;) would be decoded; the text shows it as written.
const ENTITY = /&(?=#?[a-z0-9]+;)/gi;
// What makes a line a heading, quote, list item, thematic break or setext underline.
const BLOCK_START = /^(#|>|\+|-|=|\|)/;
const ORDERED_ITEM = /^(\d{1,9})([.)])/;

/**
 * `text` as markdown that renders exactly that text on one line: markup characters are
 * backslash-escaped (CommonMark lets any ASCII punctuation be escaped) and line breaks become
 * spaces, so the text cannot start a block of its own inside the answer.
 */
export function markdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(INLINE, '\\$&')
    .replace(EDGE_UNDERSCORE, '\\_')
    .replace(ENTITY, '\\&')
    .replace(BLOCK_START, '\\$1')
    .replace(ORDERED_ITEM, '$1\\$2');
}

const HREF_ESCAPES: Record<string, string> = {
  ' ': '%20',
  '(': '%28',
  ')': '%29',
  '<': '%3C',
  '>': '%3E',
};

/** A URL the assistant links to, safe inside `[label](href)`: nothing in it ends the link early. */
export function markdownHref(url: string): string {
  return url.replace(/[ ()<>]/g, (c) => HREF_ESCAPES[c] ?? c);
}
