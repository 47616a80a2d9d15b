import { describe, expect, it } from 'vitest';
import { stemOf } from '../../../../engine/language/stem';
import { contentStems, isStopword } from '../../../../engine/language/words';

describe('stems per language', () => {
  it('gives the forms of a French, German or Spanish word one stem, accents dropped', () => {
    expect(stemOf('économiques', 'fr')).toBe(stemOf('économique', 'fr'));
    expect(stemOf('économique', 'fr')).toBe(stemOf('economique', 'fr'));
    expect(stemOf('häuser', 'de')).toBe(stemOf('hauser', 'de'));
    expect(stemOf('económicas', 'es')).toBe(stemOf('economico', 'es'));
  });

  it('keeps English on Porter and leaves Chinese and Japanese words as written', () => {
    expect(stemOf('running', 'en')).toBe('run');
    expect(stemOf('研究', 'zh')).toBe('研究');
    expect(stemOf('networks', 'ja')).toBe('network');
  });
});

describe('stopwords per language', () => {
  it('drops function and question words, keeps the topic', () => {
    expect(contentStems("Quelle est la capitale de l'Australie ?", 'fr')).toEqual([
      stemOf('capitale', 'fr'),
      stemOf('australie', 'fr'),
    ]);
    expect(contentStems('Wann wurde die Universität gegründet?', 'de')).toEqual([
      stemOf('universität', 'de'),
      stemOf('gegründet', 'de'),
    ]);
    expect(isStopword('cuándo', 'es')).toBe(true);
    expect(isStopword('the', 'zh')).toBe(true);
    expect(isStopword('什么', 'zh')).toBe(true);
  });

  it("reads an English function word with a clitic 's as one (what's, the V&A's)", () => {
    expect(contentStems("What's the climate like in Newcastle?", 'en')).toEqual([
      'climat',
      'like',
      'newcastl',
    ]);
    expect(contentStems("the V&A's collections", 'en')).toEqual(['v', 'collect']);
    expect(isStopword("newcastle's", 'en')).toBe(false);
  });
});

describe('Japanese function words', () => {
  it('are the words written only in hiragana: particles, auxiliaries, inflections', () => {
    expect(isStopword('した', 'ja')).toBe(true);
    expect(isStopword('っ', 'ja')).toBe(true);
    expect(isStopword('亡', 'ja')).toBe(false);
    expect(isStopword('マーラー', 'ja')).toBe(false);
  });
});

describe('English titles inside French, German and Spanish text', () => {
  it('lose their function words, as in English', () => {
    expect(contentStems('Wie heißt die erste Doctor Who-Serie?', 'de')).not.toContain('who');
    expect(
      contentStems('Quand la Chambre a-t-elle adopté le House of Commons Act ?', 'fr'),
    ).toEqual(expect.not.arrayContaining(['of']));
    expect(isStopword('the', 'es')).toBe(true);
  });

  it('keep the words those languages own: French "or" (gold)', () => {
    expect(isStopword('or', 'fr')).toBe(false);
    expect(isStopword('who', 'zh')).toBe(true);
  });
});
