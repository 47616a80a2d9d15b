import { describe, expect, it } from 'vitest';
import { analyzePassage } from '../../../../engine/assistant/analysis';

describe('analyzePassage', () => {
  it('tells the language from function words, not from names that hold some', () => {
    // "Los", "San", "de" of team names are Spanish function words; the text is German.
    const text =
      'Zu den professionellen Sportmannschaften in Südkalifornien gehören Mannschaften in der NFL ' +
      '(Los Angeles Rams, San Diego Chargers), NBA (Los Angeles Lakers, Los Angeles Clippers), MLB ' +
      '(Los Angeles Dodgers, Los Angeles Angels of Anaheim, San Diego Padres), NHL (Los Angeles ' +
      'Kings, Anaheim Ducks) und MLS (LA Galaxy).';
    expect(analyzePassage(text).language).toBe('de');
  });

  it('still counts a function word that opens a sentence', () => {
    expect(analyzePassage('The war ended. The treaty was signed in the spring.').language).toBe(
      'en',
    );
  });
});
