import { describe, expect, it } from 'vitest';
import { analyzeQuery, queryTerms } from '../../../../engine/assistant/query';

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

  it('keep those words when they are the topic of a question of another kind', () => {
    expect(queryTerms('Why did the year 1848 bring so many revolutions?', 'en')).toContain('year');
  });

  it('still tell the question type', () => {
    expect(analyzeQuery('How many seasons did the series run?', 'en').type).toBe('quantity');
    expect(analyzeQuery('In what year was the treaty signed?', 'en').type).toBe('when');
  });
});
