import { describe, expect, it } from 'vitest';
import { stemOf } from '../../../../engine/language/stem';

const de = (word: string): string => stemOf(word, 'de');

describe('German stems', () => {
  it('lead the forms of a strong verb to its infinitive, behind its prefixes too', () => {
    for (const form of ['schrieb', 'schrieben', 'geschrieben', 'schreibt'])
      expect(de(form)).toBe(de('schreiben'));
    expect(de('nimmt')).toBe(de('nehmen'));
    expect(de('nahm')).toBe(de('nehmen'));
    expect(de('aufgenommen')).toBe(de('aufnehmen'));
    expect(de('übernahm')).toBe(de('übernehmen'));
    expect(de('stattfand')).toBe(de('stattfinden'));
    expect(de('verloren')).toBe(de('verlieren'));
    expect(de('half')).toBe(de('helfen'));
    expect(de('hieß')).toBe(de('heißen'));
    expect(de('genannt')).toBe(de('nennen'));
  });

  it('leave the nouns that look like a preterite alone', () => {
    expect(de('schloss')).not.toBe(de('schließen'));
    expect(de('masse')).not.toBe(de('messen'));
    expect(de('gerät')).not.toBe(de('raten'));
    expect(de('stahl')).not.toBe(de('stehlen'));
  });

  it('drop the -t and -et Snowball keeps', () => {
    expect(de('befindet')).toBe(de('befinden'));
    expect(de('leitet')).toBe(de('leiten'));
    expect(de('unterstützt')).toBe(de('unterstützen'));
  });

  it('meet the two spellings of borrowed words', () => {
    expect(de('Doctor'.toLowerCase())).toBe(de('doktor'));
    expect(de('photographie')).toBe(de('fotografie'));
    expect(de('centrum')).toBe(de('zentrum'));
  });

  it('leave the other languages as Snowball and Porter stem them', () => {
    expect(stemOf('schrieb', 'en')).toBe('schrieb');
    expect(stemOf('doctor', 'fr')).not.toBe(stemOf('doktor', 'fr'));
  });
});

describe('Japanese stems', () => {
  const ja = (word: string): string => stemOf(word, 'ja');

  it('compare a word with kanji without the hiragana of its inflection or a stuck particle', () => {
    expect(ja('書いた')).toBe(ja('書く'));
    expect(ja('書かれ')).toBe('書');
    expect(ja('多く')).toBe(ja('多い'));
    expect(ja('一般に')).toBe('一般');
    expect(ja('が解')).toBe('解');
  });

  it('leave katakana, hiragana-only words, Chinese and Latin words as they were', () => {
    expect(ja('マーラー')).toBe('マーラー');
    expect(ja('した')).toBe('した');
    expect(stemOf('一般に', 'zh')).toBe('一般に');
    expect(ja('networks')).toBe('network');
  });
});
