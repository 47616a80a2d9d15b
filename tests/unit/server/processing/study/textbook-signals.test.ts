import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../../../../../server/processing/chunk';
import { EmphasisDictionary } from '../../../../../server/processing/study/emphasis';
import { buildStudySet, materialOf } from '../../../../../server/processing/study/index';
import { featurize } from '../../../../../server/processing/study/rank';
import { stopwordsFor } from '../../../../../server/processing/study/stopwords';
import type { ExtractedDocument, TextSegment } from '../../../../../server/processing/types';

const paragraphs = [
  'To run a program written in a high-level language, you first compile it: the compiler reads the whole program and translates it.',
  'A program that can run on many kinds of computers is portable, and portable programs are easier to share with other people.',
  'The processor executes the instructions one after another, and the memory keeps the data while the program runs.',
  'Programs that read input and write output talk to the world through devices such as a keyboard or a screen.',
];

function textbook(emphasis: (string[] | undefined)[]): ExtractedDocument {
  const segments: TextSegment[] = paragraphs.map((text, i) => ({
    text,
    page: i + 1,
    ...(emphasis[i] ? { emphasis: emphasis[i] } : {}),
  }));
  return { kind: 'pdf', segments, pageCount: segments.length, language: 'en' };
}

const titles = (doc: ExtractedDocument): string[] =>
  buildStudySet(doc, chunkDocument(doc)).key_concepts.map((c) => c.concept_title);

describe('textbook signals in concept ranking', () => {
  it('makes a bold verb or adjective a concept, titled as the book set it', () => {
    const plain = textbook([]);
    expect(titles(plain)).not.toContain('compile');
    expect(titles(plain)).not.toContain('portable');
    const marked = textbook([['compile'], ['portable']]);
    const found = titles(marked);
    expect(found).toContain('compile');
    expect(found).toContain('portable');
    // The term is found where the text uses another form of it.
    const candidates = materialOf(marked, chunkDocument(marked)).candidates;
    const compile = featurize(candidates).find((c) => c.title === 'compile');
    expect([...(compile?.surfaces.keys() ?? [])].sort()).toEqual(['compile', 'compiler']);
  });

  it('ranks an emphasized term above the same material without markup', () => {
    const rank = (doc: ExtractedDocument): number => titles(doc).indexOf('memory');
    const plain = rank(textbook([]));
    const marked = rank(textbook([undefined, undefined, ['memory']]));
    expect(marked).toBeGreaterThanOrEqual(0);
    expect(plain < 0 || marked < plain).toBe(true);
  });

  it('counts the sentences that define a term ("X is a …", "called X")', () => {
    const doc: ExtractedDocument = {
      kind: 'text',
      language: 'en',
      segments: [
        {
          text: 'A byte code is a kind of object code. Java compiles to something called byte code. Byte code runs on a virtual machine.',
        },
      ],
    };
    const candidates = materialOf(doc, chunkDocument(doc)).candidates;
    const byteCode = featurize(candidates).find((c) => c.key === 'byte code');
    expect(byteCode?.textbook.defined).toBe(2);
  });
});

describe('EmphasisDictionary', () => {
  it('keeps the term without articles and finds its forms by stem', () => {
    const dictionary = new EmphasisDictionary(stopwordsFor('en'));
    dictionary.add('the compilers,');
    dictionary.add('is');
    expect([...dictionary.keys.keys()]).toEqual(['compil']);
    expect(dictionary.surfaces.get('compil')).toBe('compilers');
    expect([...dictionary.spans(['a', 'compil', 'run'])]).toEqual([[1, 2]]);
  });
});
