// Citations of passages: "[notes.pdf p. 3](url#page=3)" or "[lecture.mp4 1:23](url#t=83)".
import { markdownHref, markdownText } from './markdown';
import { assistantMessages, type AssistantMessages } from './messages';
import type { Passage } from './types';

export type CitationUrl = (p: Passage) => string | null;

/** "1:23" or "1:02:03" for a number of seconds. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "notes.pdf p. 3" (the page label in the catalogue's language), "lecture.mp4 1:23". */
export function citationLabel(
  p: Passage,
  messages: AssistantMessages = assistantMessages(),
): string {
  const name = p.fileName ?? p.id;
  if (p.page !== undefined && p.page !== null) return `${name} ${messages.page(p.page)}`;
  if (p.startSeconds !== undefined && p.startSeconds !== null) {
    return `${name} ${formatTimestamp(p.startSeconds)}`;
  }
  return name;
}

/** The file URL with the fragment that opens the viewer at the page or the moment. */
export function citationHref(p: Passage, base: string): string {
  const url = base.split('#')[0] ?? base;
  if (p.page !== undefined && p.page !== null) return `${url}#page=${p.page}`;
  if (p.startSeconds !== undefined && p.startSeconds !== null) {
    return `${url}#t=${Math.max(0, Math.floor(p.startSeconds))}`;
  }
  return url;
}

/** A markdown link, or the bare label in parentheses when the file has no URL. */
export function citation(
  p: Passage,
  citationUrl: CitationUrl,
  messages: AssistantMessages = assistantMessages(),
): string {
  const label = markdownText(citationLabel(p, messages));
  const base = citationUrl(p);
  if (base === null) return `(${label})`;
  return `[${label}](${markdownHref(citationHref(p, base))})`;
}
