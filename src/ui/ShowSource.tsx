import { jumpOutcome, type ConceptSource } from '../lib/concepts';
import { textOf } from '../lib/i18n/current';
import type { MediaController } from '../lib/player';
import { UI_TEXT } from './messages';

type Source = Exclude<ConceptSource, null>;

/** Where a source is, in a few words: "Page 3" or "01:05 - 01:20". */
export function sourcePlace(source: Source): string {
  return source.kind === 'page' ? textOf('ui', UI_TEXT).page(source.page) : source.range;
}

/**
 * "Show source" of a generated flashcard or quiz question: opens its page or second. Nothing
 * for items without a source (custom ones).
 */
export function ShowSource({
  source,
  label,
  onOpen,
}: {
  source: ConceptSource;
  label: string;
  onOpen: (source: Source) => void;
}) {
  if (!source) return null;
  return (
    <button type="button" className="btn-link show-source" onClick={() => onOpen(source)}>
      {label} <span className="muted">({sourcePlace(source)})</span>
    </button>
  );
}

/** Jumps the viewer's document to the source and says so, as a concept's source link does. */
export function jumpToSource(
  player: MediaController,
  source: Source,
  notify: (message: string) => void,
): void {
  if (source.kind === 'page') player.gotoPage(source.page);
  else player.seek(source.start, source.end);
  notify(jumpOutcome(source).toast);
}
