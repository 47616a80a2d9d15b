import { describe, expect, it } from 'vitest';
import { compoundParts } from '../../../../engine/language/compounds';
import { stemOf } from '../../../../engine/language/stem';

/** A corpus vocabulary: the German stems of these words. */
function vocabulary(...words: string[]): (stem: string) => boolean {
  const stems = new Set(words.map((w) => stemOf(w.toLowerCase(), 'de')));
  return (stem) => stems.has(stem);
}

describe('compoundParts', () => {
  it('splits a German compound into parts the corpus knows, linking -s- and all', () => {
    const known = vocabulary('Muslim', 'Bruderschaft', 'Gültigkeit', 'Dauer', 'Fußball');
    expect(compoundParts('muslimbruderschaft', 'de', known)).toEqual([
      stemOf('muslim', 'de'),
      stemOf('bruderschaft', 'de'),
    ]);
    expect(compoundParts('gültigkeitsdauer', 'de', known)).toEqual([
      stemOf('gültigkeit', 'de'),
      stemOf('dauer', 'de'),
    ]);
  });

  it('prefers two parts to three, and the longest head', () => {
    const known = vocabulary('Fuß', 'Ball', 'Fußball', 'Mannschaften');
    expect(compoundParts('fußballmannschaften', 'de', known)).toEqual([
      stemOf('fußball', 'de'),
      stemOf('mannschaften', 'de'),
    ]);
    const three = vocabulary('Bevölkerung', 'Statistik', 'Amt');
    expect(compoundParts('bevölkerungsstatistikamt', 'de', three)).toEqual([
      stemOf('bevölkerung', 'de'),
      stemOf('statistik', 'de'),
      stemOf('amt', 'de'),
    ]);
  });

  it('gives nothing when a part is unknown, for short words and outside German', () => {
    const known = vocabulary('Muslim');
    expect(compoundParts('muslimbruderschaft', 'de', known)).toBeNull();
    expect(compoundParts('haustür', 'de', vocabulary('Haus', 'Tür'))).toBeNull();
    expect(compoundParts('footballteams', 'en', () => true)).toBeNull();
  });
});
