// Citations in a model's answer: [n] markers become the passages' links, and every link that
// does not point to a retrieved passage is removed, so a model cannot invent a source.
import { citation, type CitationUrl } from '../../../engine/assistant/citation';
import type { Passage } from '../../../engine/assistant/types';

export interface CitationCheck {
  markdown: string;
  /** Links, autolinks, reference definitions and out-of-range markers removed. */
  dropped: number;
}

/** The href of a passage's citation link, exactly as `citation()` writes it, or null. */
export function citationHrefOf(p: Passage, citationUrl: CitationUrl): string | null {
  return /\]\(([^()\s]*)\)$/.exec(citation(p, citationUrl))?.[1] ?? null;
}

const MARKER = String.raw`\[(?:(?:passages?|sources?)\s*)?\d+(?:\s*(?:,|;|and|&)\s*\d+)*\]`;
// A run of markers ("[1][3]", "[2, 4]", "[Passage 1]"), with the space before it, not followed
// by "(" (then it is the text of a link).
const MARKER_RUN = new RegExp(String.raw`( ?)(${MARKER}(?:\s*${MARKER})*)(?!\()`, 'gi');

/**
 * Replaces [n] markers with the citation of passage n (1-based), de-duplicated and joined with
 * ", "; numbers without a passage are dropped.
 */
export function replaceMarkers(
  markdown: string,
  passages: Passage[],
  citationUrl: CitationUrl,
): CitationCheck {
  let dropped = 0;
  const out = markdown.replace(MARKER_RUN, (_run, space: string, markers: string) => {
    const links: string[] = [];
    for (const m of markers.matchAll(/\d+/g)) {
      const p = passages[Number(m[0]) - 1];
      if (p === undefined) {
        dropped++;
        continue;
      }
      const link = citation(p, citationUrl);
      if (!links.includes(link)) links.push(link);
    }
    return links.length === 0 ? '' : `${space}${links.join(', ')}`;
  });
  return { markdown: out, dropped };
}

// [text](href "title") and ![alt](src): the text may hold escaped brackets, the href balanced
// parentheses, as CommonMark allows.
const INLINE_LINK =
  /!?\[((?:\\.|[^\\\]])*)\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/g;
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi;
const REFERENCE_DEFINITION = /^ {0,3}\[(?:\\.|[^\\\]])+\]:[ \t]*(<[^>\n]*>|\S+).*$/gm;

function unbracket(href: string): string {
  return href.startsWith('<') && href.endsWith('>') ? href.slice(1, -1) : href;
}

/**
 * Keeps the links whose href is exactly one of `allowedHrefs`; any other link keeps its text and
 * loses its target, and autolinks and reference definitions to other targets disappear.
 */
export function verifyCitations(markdown: string, allowedHrefs: Iterable<string>): CitationCheck {
  const allowed = new Set(allowedHrefs);
  let dropped = 0;
  const keep = (href: string): boolean => {
    if (allowed.has(unbracket(href))) return true;
    dropped++;
    return false;
  };
  const out = markdown
    .replace(INLINE_LINK, (link: string, text: string, href: string) => (keep(href) ? link : text))
    .replace(AUTOLINK, (link: string, href: string) => (keep(href) ? link : ''))
    .replace(REFERENCE_DEFINITION, (line: string, href: string) => (keep(href) ? line : ''));
  return { markdown: out, dropped };
}
