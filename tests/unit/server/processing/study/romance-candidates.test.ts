import { describe, expect, it } from 'vitest';
import { buildStudySet } from '../../../../../server/processing/study/index';

const FRENCH =
  "L'organisation Human Rights Watch a publié un rapport sur les centres de détention en Syrie. " +
  'Selon Human Rights Watch, la torture est pratiquée dans les centres de détention du régime. ' +
  "La coalition formée par l'opposition demande que la Cour pénale internationale soit saisie. " +
  'Les anciens détenus décrivent la torture dans les centres de détention.';

function titlesOf(text: string, language: string): string[] {
  const set = buildStudySet({ kind: 'text', segments: [{ text }], language }, []);
  return set.key_concepts.map((c) => c.concept_title);
}

describe('French key concepts', () => {
  it('keeps names whole, joins a noun to its complement, leaves verbs out', () => {
    const titles = titlesOf(FRENCH, 'fr');
    expect(titles).toContain('Human Rights Watch');
    expect(titles).not.toContain('Rights');
    expect(titles).toContain('centres de détention');
    expect(titles).toContain('torture');
    expect(titles).not.toContain('coalition formée');
  });

  it('keeps a hyphenated name in one piece, function words inside it included', () => {
    const titles = titlesOf(
      'Le musée de Pointe-à-Callière présente une exposition sur les Étrusques. ' +
        'Pointe-à-Callière accueille des artéfacts venus de Toscane. ' +
        "L'exposition de Pointe-à-Callière dure tout l'été.",
      'fr',
    );
    expect(titles).toContain('Pointe-à-Callière');
    expect(titles).not.toContain('Callière');
  });

  it('does not list a cut of a name chosen before it that only occurs inside it', () => {
    const titles = titlesOf(
      'Le Forum mondial de la langue française se tient à Québec. ' +
        'Le Forum mondial de la langue française réunit des jeunes de nombreux pays. ' +
        'Les participants du Forum mondial de la langue française parlent de la francophonie.',
      'fr',
    );
    expect(titles).toContain('Forum mondial de la langue française');
    expect(titles).not.toContain('Forum mondial de la langue');
  });
});
