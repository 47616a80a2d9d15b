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

describe('French and Spanish noun phrases', () => {
  it('opens a phrase after a possessive, a demonstrative or a number, which stay out of it', () => {
    const titles = titlesOf(
      'La planète tourne autour de son étoile. Cette étoile est une naine orange. ' +
        'Le système compte trois étoiles proches.',
      'fr',
    );
    expect(titles).toContain('étoile');
    expect(titles.some((t) => /\b(son|cette|trois)\b/iu.test(t))).toBe(false);
  });

  it("takes a headline's subject after its colon", () => {
    const titles = titlesOf(
      'Birmanie : abolition de la censure\n\n' +
        "Le gouvernement a annoncé l'abolition de la censure. " +
        'Les journalistes saluent une étape vers la liberté de la presse.',
      'fr',
    );
    expect(titles[0]).toBe('abolition de la censure');
  });

  it('leaves a verb after its plural subject out of the phrase', () => {
    const french = titlesOf(
      'Des citoyens appellent le gouvernement à agir. Les citoyens manifestent devant le palais.',
      'fr',
    );
    expect(french).toContain('citoyens');
    expect(french.some((t) => /appellent|manifestent/u.test(t))).toBe(false);
    const spanish = titlesOf(
      'Bolivia: abolición de la censura. Los periodistas celebran la medida. ' +
        'El gobierno anunció la medida ayer.',
      'es',
    );
    expect(spanish).toContain('periodistas');
    expect(spanish.some((t) => /celebran|anunció/u.test(t))).toBe(false);
  });

  it('ranks the subject the article keeps naming above a phrase of its opening named once', () => {
    const titles = titlesOf(
      'La commission électorale indépendante a proclamé les résultats officiels et la ' +
        'participation nationale. Ensuite le vote a mobilisé les électeurs. Les observateurs ont ' +
        "salué le vote. Selon la presse, le vote s'est déroulé dans le calme. Le vote reste " +
        'contesté. Le vote sera examiné par les juges.',
      'fr',
    );
    expect(titles[0]).toBe('vote');
  });

  it('does not offer a word that names no topic alone ("cas", "suite", "juin") as a concept', () => {
    const text =
      "Le 24 juin, la Cour constitutionnelle autorise l'armée à intervenir. Le 30 juin, le " +
      "gouvernement prend acte de la décision. Dans certains cas, l'armée peut agir. La suite du jugement précise les cas d'intervention. À la suite de " +
      "l'attentat, la Cour a changé d'avis. L'intervention reste encadrée dans chaque cas.";
    const titles = titlesOf(text, 'fr');
    expect(titles).toContain('intervention');
    expect(titles).not.toContain('cas');
    expect(titles).not.toContain('suite');
    expect(titles).not.toContain('juin');
  });
});
