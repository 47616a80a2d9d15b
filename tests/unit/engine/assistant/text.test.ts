import { describe, expect, it } from 'vitest';
import { isStopword, splitSentences, termCount, terms } from '../../../../engine/assistant/text';

describe('terms', () => {
  it('lowercases, stems and drops stopwords', () => {
    expect(terms('The Students were studying Photosynthesis')).toEqual([
      'student',
      'studi',
      'photosynthesi',
    ]);
  });

  it('treats negative contractions as stopwords and keeps numbers', () => {
    expect(isStopword("wasn't")).toBe(true);
    expect(terms("It wasn't until 1969")).toEqual(['1969']);
  });

  it('segments scripts without spaces between words', () => {
    expect(terms('東京は日本の首都です').length).toBeGreaterThan(1);
  });
});

describe('termCount', () => {
  it('counts the terms of a text in any language without stemming them', () => {
    for (const text of [
      'The Students were studying Photosynthesis',
      "It wasn't until 1969 that the crew's landing, well-known now, happened.",
      "L'économie de l'Europe et qu'il a dit: les marchés s'ouvrent.",
      'Die Studenten lernen die Grundlagen der Photosynthese im Labor.',
      '東京は日本の首都です。Tokyo is the capital.',
      '',
    ])
      expect(termCount(text)).toBe(terms(text).length);
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends but not after abbreviations or initials', () => {
    expect(
      splitSentences(
        'Dr. Smith met J. R. Tolkien in the U.S. Army. They talked. Did it rain? Yes!',
      ),
    ).toEqual([
      'Dr. Smith met J. R. Tolkien in the U.S. Army.',
      'They talked.',
      'Did it rain?',
      'Yes!',
    ]);
  });

  it('keeps the "v." of a court case inside its sentence', () => {
    expect(splitSentences('The case Wisconsin v. Yoder was decided in 1972. It stands.')).toEqual([
      'The case Wisconsin v. Yoder was decided in 1972.',
      'It stands.',
    ]);
  });

  it('splits at blank lines and keeps quotes with their sentence', () => {
    expect(splitSentences('Heading\n\nHe said "stop." Then he left.')).toEqual([
      'Heading',
      'He said "stop."',
      'Then he left.',
    ]);
  });

  it('ends a sentence after a heading line', () => {
    expect(
      splitSentences('Photosynthesis\nPhotosynthesis is the process by which plants make sugar.'),
    ).toEqual(['Photosynthesis', 'Photosynthesis is the process by which plants make sugar.']);
    expect(
      splitSentences('Photosynthesis\n\nPhotosynthesis is a process. It needs light.'),
    ).toEqual(['Photosynthesis', 'Photosynthesis is a process.', 'It needs light.']);
  });

  it('joins lines wrapped inside a sentence', () => {
    expect(
      splitSentences(
        'The cycle was found by\nMelvin Calvin. Plants fix carbon dioxide\ninto sugar.',
      ),
    ).toEqual(['The cycle was found by Melvin Calvin.', 'Plants fix carbon dioxide into sugar.']);
  });
});

describe('splitSentences in Chinese and Japanese', () => {
  it('splits at 。！？ with no space after them', () => {
    expect(splitSentences('苏格兰议会成立于1999年。赞成的比例为74.3%！是吗？')).toEqual([
      '苏格兰议会成立于1999年。',
      '赞成的比例为74.3%！',
      '是吗？',
    ]);
    expect(splitSentences('微分方程式を解く。「それは何か」と聞いた。')).toEqual([
      '微分方程式を解く。',
      '「それは何か」と聞いた。',
    ]);
  });
});

describe('ordinal dates', () => {
  it('keep "6. Oktober 1973" inside its sentence', () => {
    expect(
      splitSentences(
        'Am 6. Oktober 1973 begann der Krieg. Der Test begann am Morgen des 27. Januar 1967. It ended in 1973. The war went on.',
      ),
    ).toEqual([
      'Am 6. Oktober 1973 begann der Krieg.',
      'Der Test begann am Morgen des 27. Januar 1967.',
      'It ended in 1973.',
      'The war went on.',
    ]);
  });
});
