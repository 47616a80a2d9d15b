import { describe, expect, it } from 'vitest';
import {
  analyzeQuery,
  hasAnswerCue,
  opensOnTopic,
  queryTerms,
  withCorpusForms,
} from '../../../../engine/assistant/query';
import type { CorpusStats } from '../../../../engine/assistant/types';
import { stemOf } from '../../../../engine/language/stem';

describe('query terms', () => {
  it('leave out the words that ask for the kind of answer', () => {
    expect(queryTerms('How many seasons did the original series run?', 'en')).toEqual([
      'season',
      'origin',
      'seri',
      'run',
    ]);
    expect(queryTerms('In what year was the treaty signed?', 'en')).toEqual(['treati', 'sign']);
    expect(queryTerms('Wie viele Fahrgäste befördert das Netz pro Jahr?', 'de')).not.toContain(
      'viel',
    );
  });

  it('leave out "take place" in a where question: the answer names the place in its own words', () => {
    expect(queryTerms('Where does the Calvin cycle take place?', 'en')).toEqual(['calvin', 'cycl']);
    expect(queryTerms('Where did the signing of the treaty take place?', 'en')).toEqual([
      'sign',
      'treati',
    ]);
    expect(queryTerms('Why did the revolution take place?', 'en')).toContain('place');
  });

  it('keep those words when they are the topic of a question of another kind', () => {
    expect(queryTerms('Why did the year 1848 bring so many revolutions?', 'en')).toContain('year');
  });

  it('leave out "what type of", "which kind of": the passage names the thing, not its type', () => {
    expect(queryTerms('What type of engines does the American car typically have?', 'en')).toEqual([
      'engin',
      'american',
      'car',
      'typic',
    ]);
    expect(queryTerms('Which kinds of rock form the mountain?', 'en')).toEqual([
      'rock',
      'form',
      'mountain',
    ]);
    expect(queryTerms('Which blood type is the rarest?', 'en')).toContain('type');
  });

  it('still tell the question type', () => {
    expect(analyzeQuery('How many seasons did the series run?', 'en').type).toBe('quantity');
    expect(analyzeQuery('In what year was the treaty signed?', 'en').type).toBe('when');
  });
});

describe('query terms in the corpus words (withCorpusForms)', () => {
  const stats = (...words: string[]): CorpusStats => {
    const stems = new Set(words.map((w) => stemOf(w.toLowerCase(), 'de')));
    return { docCount: 10, avgDocLength: 20, docFreq: (s) => (stems.has(s) ? 1 : 0) };
  };

  it('reads a German compound the corpus lacks as its parts, adjacent parts as a bigram', () => {
    const query = withCorpusForms(
      analyzeQuery('Welche Art von Bewegung ist die Muslimbruderschaft?', 'de'),
      stats('Art', 'Bewegung', 'Muslim', 'Bruderschaft'),
    );
    const muslim = stemOf('muslim', 'de');
    const bruderschaft = stemOf('bruderschaft', 'de');
    expect(query.terms).toEqual([
      stemOf('art', 'de'),
      stemOf('bewegung', 'de'),
      muslim,
      bruderschaft,
    ]);
    expect(query.bigrams.has(`${muslim} ${bruderschaft}`)).toBe(true);
  });

  it('marks lowercase German words the corpus lacks as unknown forms, not unknown nouns', () => {
    const query = withCorpusForms(
      analyzeQuery('Wer hat die Palastchronik geschrieben?', 'de'),
      stats('Chronik'),
    );
    expect([...query.unknownForms]).toEqual([stemOf('geschrieben', 'de')]);
    expect(query.terms).toContain(stemOf('palastchronik', 'de'));
  });

  it('leaves English as it was', () => {
    const query = withCorpusForms(analyzeQuery('Who wrote the chronicle?', 'en'), {
      docCount: 10,
      avgDocLength: 20,
      docFreq: () => 0,
    });
    expect(query.unknownForms.size).toBe(0);
    expect(query.terms).toEqual(queryTerms('Who wrote the chronicle?', 'en'));
  });

  it('reads an English ordinal in the spelling the corpus has, digits or words', () => {
    const english = (...words: string[]): CorpusStats => {
      const stems = new Set(words.map((w) => stemOf(w, 'en')));
      return { docCount: 10, avgDocLength: 20, docFreq: (s) => (stems.has(s) ? 1 : 0) };
    };
    const fifth = stemOf('fifth', 'en');
    const president = stemOf('president', 'en');
    expect(
      withCorpusForms(
        analyzeQuery('Who was the 5th president?', 'en'),
        english('fifth', 'president'),
      ).terms,
    ).toEqual([fifth, president]);
    expect(
      withCorpusForms(
        analyzeQuery('Who was the fifth president?', 'en'),
        english('5th', 'president'),
      ).terms,
    ).toEqual(['5th', president]);
    // Neither spelling in the corpus: the question's own stays.
    expect(
      withCorpusForms(analyzeQuery('Who was the 5th president?', 'en'), english('president')).terms,
    ).toEqual(['5th', president]);
  });
});

describe('answer cues in Japanese', () => {
  it('take a katakana word the question lacks for the name a "who" question asks', () => {
    const query = analyzeQuery('交響曲第1番を初演したのは誰？', 'ja');
    expect(query.type).toBe('who');
    expect(hasAnswerCue('初演はブダペストでマーラー自身が指揮した。', query)).toBe(true);
    expect(hasAnswerCue('交響曲第1番は1889年に初演された。', query)).toBe(false);
  });
});

describe('counted answers in Japanese', () => {
  it('asks for a number with the counter the question names', () => {
    const query = analyzeQuery('グスタフ・マーラーの子供の人数は。', 'ja');
    expect(query.type).toBe('quantity');
    expect(query.counters).toEqual(['人', '名']);
    expect(hasAnswerCue('夫妻の間には14人の子供が産まれている。', query)).toBe(true);
    expect(hasAnswerCue('80歳という高齢に感動した。', query)).toBe(false);
  });

  it('counts the noun a いくつ question asks about', () => {
    const query = analyzeQuery('落語家の団体はいくつあるのか。', 'ja');
    expect(query.counters).toEqual(['団体']);
    expect(hasAnswerCue('上記5団体に属さないプロ落語家を挙げる。', query)).toBe(true);
    expect(hasAnswerCue('1975年に入門した。', query)).toBe(false);
  });

  it('takes any number when the question names no counter', () => {
    const query = analyzeQuery('東京の人口はどのくらいか', 'ja');
    expect(query.type).toBe('quantity');
    expect(query.counters).toEqual([]);
    expect(hasAnswerCue('人口は約1400万である。', query)).toBe(true);
  });
});

describe('places in Japanese', () => {
  it('take a kanji place name the question lacks for the place a "where" question asks', () => {
    const query = analyzeQuery('マーラーが生まれたのはどこ？', 'ja');
    expect(query.type).toBe('where');
    expect(hasAnswerCue('彼は大阪府で生まれた。', query)).toBe(true);
    expect(hasAnswerCue('彼は幼い頃に生まれた。', query)).toBe(false);
  });
});

describe('the focus of a Japanese question', () => {
  it('is the noun before the final は', () => {
    expect(analyzeQuery('ルガンスク人民共和国の通貨は何？', 'ja').focus).toBe('通貨');
    expect(analyzeQuery('建築家に必要な資格は？', 'ja').focus).toBe('資格');
  });

  it('is none when the question marks none, or in other languages', () => {
    expect(analyzeQuery('炭化水素の利用量で最も多いのは何か', 'ja').focus).toBeNull();
    expect(analyzeQuery('What is the currency of Luhansk?', 'en').focus).toBeNull();
  });
});

describe('the topic of a Japanese question', () => {
  it('is the noun it opens with, marked by は or とは', () => {
    expect(analyzeQuery('CODENは何から成るか？', 'ja').topic).toBe('CODEN');
    expect(analyzeQuery('グスタフ・マーラーはどのような人物か。', 'ja').topic).toBe(
      'グスタフ・マーラー',
    );
    expect(analyzeQuery('梅雨とは何季の一種か?', 'ja').topic).toBe('梅雨');
  });

  it('is none when the question does not open on one, or in other languages', () => {
    expect(analyzeQuery('ルガンスク人民共和国の通貨は何？', 'ja').topic).toBeNull();
    expect(analyzeQuery('1910年に亡くなったのは誰？', 'ja').topic).toBeNull();
    expect(analyzeQuery('What is CODEN made of?', 'en').topic).toBeNull();
  });

  it('is what a sentence opens on when it follows with は, とは or が, a gloss between at most', () => {
    expect(opensOnTopic('CODENは、アルファベット5-6文字からなる。', 'CODEN')).toBe(true);
    expect(
      opensOnTopic(
        'グスタフ・マーラー（Gustav Mahler, 1860年 - 1911年）は、作曲家。',
        'グスタフ・マーラー',
      ),
    ).toBe(true);
    expect(opensOnTopic('グスタフ・マーラーの一徹な性格は祖母譲りだ。', 'グスタフ・マーラー')).toBe(
      false,
    );
    expect(opensOnTopic('Google検索はCODENから成る。', 'CODEN')).toBe(false);
  });
});
