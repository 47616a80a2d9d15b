import { describe, expect, it } from 'vitest';
import {
  formatRelatedTerms,
  parseRelatedTerms,
  relatedStandIns,
} from '../../../../engine/assistant/related-terms';

describe('related terms table', () => {
  it('reads what it writes, stems sorted, lines without related stems skipped', () => {
    const table = parseRelatedTerms('tv\ttelevis telecast\ninvad\tinvas\n\nlonely\t\n');
    expect(table.get('tv')).toEqual(['televis', 'telecast']);
    expect(table.has('lonely')).toBe(false);
    expect(formatRelatedTerms(table)).toBe('invad\tinvas\ntv\ttelecast televis\n');
    expect(parseRelatedTerms(formatRelatedTerms(table)).get('invad')).toEqual(['invas']);
  });

  it('maps each related stem to the query terms it stands in for, query terms left out', () => {
    const table = parseRelatedTerms('tv\ttelevis show\nshow\ttv broadcast\n');
    const standIns = relatedStandIns(['tv', 'show', 'doctor'], table);
    expect(standIns.get('televis')).toEqual([0]);
    expect(standIns.get('broadcast')).toEqual([1]);
    // "show" and "tv" are query terms: they match as themselves.
    expect(standIns.has('show')).toBe(false);
    expect(standIns.has('tv')).toBe(false);
  });
});
