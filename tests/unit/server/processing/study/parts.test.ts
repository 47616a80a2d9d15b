import { describe, expect, it } from 'vitest';
import { blankTerms, hidesAnswer } from '../../../../../server/processing/study/blank';
import { extractEnglish } from '../../../../../server/processing/study/candidates';
import { conceptLimit, type ConceptEntry } from '../../../../../server/processing/study/concepts';
import { pickDistractors } from '../../../../../server/processing/study/distractors';
import { definitionScore, explain } from '../../../../../server/processing/study/explain';
import { detectLanguage } from '../../../../../server/processing/study/language';
import {
  DEFAULT_WEIGHTS,
  featurize,
  rankCandidates,
  rankLazily,
  scoreFeatures,
  textbookFeatures,
  TEXTBOOK_WEIGHTS,
  titleShape,
} from '../../../../../server/processing/study/rank';
import { collectSentences } from '../../../../../server/processing/study/sentences';
import { phraseKey } from '../../../../../server/processing/study/stem';
import {
  findTerm,
  normalizeSpace,
  splitSentences,
} from '../../../../../server/processing/study/text';
import { FRENCH_TEXT, GERMAN_TEXT, textDocument } from './fixtures';
import { candidateSurfaces } from '../../../../../server/processing/study/collector';

function sentencesOf(text: string): ReturnType<typeof collectSentences> {
  return collectSentences(textDocument(text), [], 'en');
}

describe('text utilities', () => {
  it('splits sentences and finds whole words only', () => {
    expect(splitSentences('One idea. Another idea!  A third?', 'en')).toEqual([
      'One idea.',
      'Another idea!',
      'A third?',
    ]);
    expect(findTerm('The cell wall', 'cell')).toEqual({ start: 4, end: 8 });
    expect(findTerm('Cellular things', 'cell')).toBeNull();
    expect(findTerm('叶绿体是细胞器', '细胞器')).toEqual({ start: 4, end: 7 });
  });

  it('collapses every run of whitespace to one space and trims', () => {
    const texts = [
      'one two three',
      '  padded  ',
      'a\nb\tc\r\nd',
      'a  b',
      'non\u00a0breaking and\u2003em space',
      ' lead',
      'trail\n',
      '',
      '\n\n',
    ];
    for (const text of texts) expect(normalizeSpace(text)).toBe(text.replace(/\s+/g, ' ').trim());
  });
});

describe('stemming keys', () => {
  it('merges plural and singular forms', () => {
    expect(phraseKey(['neural', 'networks'], 'en')).toBe(phraseKey(['neural', 'network'], 'en'));
    expect(phraseKey(['chloroplastes'], 'fr')).toBe(phraseKey(['chloroplaste'], 'fr'));
  });
});

describe('language detection', () => {
  it('trusts stopword evidence over a wrong guess, and the guess otherwise', () => {
    expect(detectLanguage('en', GERMAN_TEXT)).toBe('de');
    expect(detectLanguage('en', FRENCH_TEXT)).toBe('fr');
    expect(detectLanguage('en-US', 'The cell is the unit of life and it is small.')).toBe('en');
    expect(detectLanguage('en', '光合作用是绿色植物把光能转化为化学能的过程。')).toBe('zh');
  });
});

describe('candidates and ranking', () => {
  it('extracts noun phrases, not verbs or generic modifiers', () => {
    const set = extractEnglish(
      sentencesOf(
        'The proposed method uses a convolutional neural network. The process that releases energy is respiration.',
      ),
    );
    const surfaces = candidateSurfaces(set);
    expect(surfaces).toContain('convolutional neural network');
    expect(surfaces).toContain('method');
    expect(surfaces).not.toContain('releases energy');
    expect(surfaces.some((s) => s.includes('proposed'))).toBe(false);
  });

  it('ranks a repeated technical phrase above a generic word', () => {
    const ranked = rankCandidates(
      extractEnglish(
        sentencesOf(
          'Support vector machines classify data. We study support vector machines. Support vector machines need kernels. The results are good.',
        ),
      ),
    );
    const order = ranked.map((r) => r.title.toLowerCase());
    expect(order[0]).toBe('support vector machines');
    expect(order.indexOf('results')).toBeGreaterThan(order.indexOf('kernels'));
  });
});

describe('ranking order', () => {
  const set = extractEnglish(
    sentencesOf(
      'Support vector machines classify data. A kernel maps data. Kernels and margins matter. ' +
        'Margins, kernels, vectors and machines. The data set has labels. Labels name classes.',
    ),
  );

  it('reads the candidates as a full sort by score, then key, then first seen', () => {
    const ranked = rankLazily(set);
    const groups = [...set.stats.groups.values()];
    const expected = groups
      .map((group, i) => ({ key: group.key, score: ranked.scores[i] ?? 0, i }))
      .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key) || a.i - b.i)
      .map((c) => c.key);
    expect(ranked.size).toBe(groups.length);
    expect([...ranked].map((c) => c.key)).toEqual(expected);
    expect(rankCandidates(set).map((c) => c.key)).toEqual(expected);
  });

  it('counts the candidates holding each one as a shorter contiguous part', () => {
    const nested = extractEnglish(
      sentencesOf(
        'Convolutional neural network training uses a neural network. ' +
          'A deep convolutional neural network beats a network. Network training takes time.',
      ),
    );
    const groups = [...nested.stats.groups.values()];
    const keys = new Set(groups.map((g) => g.key));
    const contained = nested.stats.containedIn;
    for (const group of groups) {
      const holders = groups.filter(
        (other) =>
          other.stems.length > group.stems.length && ` ${other.key} `.includes(` ${group.key} `),
      );
      expect(contained[group.index], group.key).toBe(holders.length);
    }
    expect(keys.has('neural network')).toBe(true);
    expect(contained[groups.find((g) => g.key === 'neural network')?.index ?? -1]).toBeGreaterThan(
      1,
    );
  });

  it('scores each candidate as the two stages score the features featurize gives', () => {
    const ranked = new Map([...rankLazily(set)].map((c) => [c.key, c]));
    const stage2 = Object.values(TEXTBOOK_WEIGHTS);
    for (const c of featurize(set)) {
      const x = textbookFeatures(c, scoreFeatures(c.features, DEFAULT_WEIGHTS));
      const score = x.reduce((sum, v, i) => sum + (stage2[i] ?? 0) * v, 0);
      expect(ranked.get(c.key)?.title).toBe(c.title);
      expect(ranked.get(c.key)?.score).toBe(score);
    }
  });
});

describe('title shape', () => {
  it('reads acronyms, digits and a closing variable name as the regular expressions do', () => {
    const titles = [
      ...['DNA', 'DNAs', 'ABCs', 'As', 'A', 'AbC', 'DNA polymerase', 'AB1', ''],
      ...['graph G', 'matrix AB', 'matrix ABC', 'graph\tG', 'x G1', 'G', ' G', 'graph g'],
      ...['ÉCOLE', 'ÉCOLEs', 'graph Ω', 'vecteur É', 'énergie 2', 'x\u00a0G', 'ΑΒ', 'part ٣'],
    ];
    for (const title of titles) {
      const expected =
        (/^\p{Lu}{2,}s?$/u.test(title) ? 1 : 0) |
        (/\p{N}/u.test(title) ? 2 : 0) |
        (/\s\p{Lu}{1,2}$/u.test(title) ? 4 : 0);
      expect(titleShape(title), title).toBe(expected);
    }
  });
});

describe('explanations', () => {
  it('prefers a defining sentence', () => {
    expect(definitionScore('A neuron is a cell that fires.', 'neuron', 'en')).toBeGreaterThan(
      definitionScore('We recorded from each neuron twice.', 'neuron', 'en'),
    );
    expect(definitionScore('This cell is called a neuron.', 'neuron', 'en')).toBeGreaterThan(
      definitionScore('The neuron fired twice today.', 'neuron', 'en'),
    );
    const sentences = sentencesOf(
      'We recorded each neuron twice in the lab. A neuron is a cell that transmits signals. It fires.',
    );
    const explanation = explain(['neuron'], sentences.slice(0, 2), sentences, 'en');
    expect(explanation?.text).toBe('A neuron is a cell that transmits signals. It fires.');
  });
});

describe('blanks', () => {
  it('hides every form of the term and reports leaks', () => {
    const blanked = blankTerms(
      'Enzymes speed reactions; an enzyme is a protein.',
      ['enzyme', 'Enzymes'],
      '____',
    );
    expect(blanked).toBe('____ speed reactions; an ____ is a protein.');
    expect(hidesAnswer(blanked, ['enzyme'])).toBe(true);
    expect(hidesAnswer('What is an enzyme?', ['Enzyme'])).toBe(false);
  });
});

function entry(title: string, rank: number, explanation = 'Some words here.'): ConceptEntry {
  const sentence = {
    index: rank,
    source: 0,
    text: explanation,
    location: { page: 1, start: null, end: null },
  };
  return {
    concept: {
      concept_title: title,
      concept_explanation: explanation,
      source_page_number: 1,
      source_video_timestamp_start_seconds: null,
      source_video_timestamp_end_seconds: null,
      importance: 1 - rank / 10,
    },
    key: phraseKey(title.toLowerCase().split(' '), 'en'),
    forms: [title],
    sentence,
    mentionIds: [rank],
    rank,
  };
}

describe('distractors', () => {
  const entries = [
    entry('linear regression', 0),
    entry('Linear Regression', 1),
    entry('regression', 2),
    entry('logistic regression', 3),
    entry('decision tree', 4),
    entry('gradient descent', 5),
    entry('overfitting', 6),
  ];

  it('never offers the answer, a case variant of it, a part of it, or duplicates', () => {
    const target = entries[0];
    if (!target) throw new Error('fixture');
    const picked = pickDistractors(entries, target);
    expect(picked).toHaveLength(3);
    const lower = picked.map((p) => p.toLowerCase());
    expect(lower).not.toContain('linear regression');
    expect(lower).not.toContain('regression');
    expect(new Set(lower).size).toBe(3);
  });

  it('prefers concepts of the same kind (same head word and length)', () => {
    const target = entries[0];
    if (!target) throw new Error('fixture');
    expect(pickDistractors(entries, target)[0]).toBe('logistic regression');
  });

  it('returns fewer when fewer exist', () => {
    const few = [entry('mass', 0), entry('energy', 1)];
    const target = few[0];
    if (!target) throw new Error('fixture');
    expect(pickDistractors(few, target)).toEqual(['energy']);
  });
});

describe('concept limit', () => {
  it('is one per 200 words or the likely terms if more, at least 10 and at most 150', () => {
    expect(conceptLimit(100, [2, 1])).toBe(10);
    expect(conceptLimit(8_000, [-3, -2])).toBe(40);
    expect(conceptLimit(400_000, [1])).toBe(150);
    // 30 likely terms (log-odds above that of 0.3) in 2,000 words: all of them.
    expect(conceptLimit(2_000, [...new Array<number>(30).fill(0), -5])).toBe(30);
  });
});
