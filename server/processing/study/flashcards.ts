// Flashcards: one per concept (term -> definition or definition -> term, alternating), plus
// cloze cards on other key sentences that mention a concept.
import type { StudyFlashcard } from '../types';
import { blankTerms, hidesAnswer } from './blank';
import { conceptSourceOf, type ConceptEntry } from './concepts';
import type { StudyMessages } from './messages';
import { itemSourceOf, type StudySentence } from './sentences';
import { countWords, findTerm } from './text';

const CLOZE_MIN_WORDS = 6;
const CLOZE_MAX_WORDS = 45;

function conceptCard(entry: ConceptEntry, messages: StudyMessages): StudyFlashcard {
  const { concept_title: title, concept_explanation: explanation } = entry.concept;
  const source = conceptSourceOf(entry);
  const whatIs = {
    question: messages.whatIs(title),
    answer: explanation,
    concept_index: entry.rank,
    source,
  };
  if (entry.rank % 2 === 0) return whatIs;
  const question = messages.whichTerm(blankTerms(explanation, entry.forms, messages.blank));
  return hidesAnswer(question, entry.forms)
    ? { question, answer: title, concept_index: entry.rank, source }
    : whatIs;
}

/** The first sentence mentioning the concept, other than its explanation, that makes a fair blank. */
function clozeFor(
  entry: ConceptEntry,
  sentences: readonly StudySentence[],
  used: Set<number>,
  language: string,
  messages: StudyMessages,
): StudyFlashcard | null {
  for (const id of entry.mentionIds) {
    const sentence = sentences[id];
    if (!sentence || used.has(id) || entry.concept.concept_explanation.includes(sentence.text)) {
      continue;
    }
    const words = countWords(sentence.text, language);
    if (words < CLOZE_MIN_WORDS || words > CLOZE_MAX_WORDS) continue;
    const answer = entry.forms.find((form) => findTerm(sentence.text, form) !== null);
    if (!answer) continue;
    const question = messages.fillBlank(blankTerms(sentence.text, entry.forms, messages.blank));
    if (!question.includes(messages.blank) || !hidesAnswer(question, entry.forms)) continue;
    used.add(id);
    const match = findTerm(sentence.text, answer);
    const surface = match ? sentence.text.slice(match.start, match.end) : answer;
    return {
      question,
      answer: surface,
      concept_index: null,
      source: itemSourceOf(sentence.location),
    };
  }
  return null;
}

export function buildFlashcards(
  entries: readonly ConceptEntry[],
  sentences: readonly StudySentence[],
  language: string,
  messages: StudyMessages,
): StudyFlashcard[] {
  const cards: StudyFlashcard[] = [];
  const questions = new Set<string>();
  const add = (card: StudyFlashcard | null): void => {
    if (!card || questions.has(card.question.toLowerCase())) return;
    questions.add(card.question.toLowerCase());
    cards.push(card);
  };
  for (const entry of entries) add(conceptCard(entry, messages));
  const used = new Set(entries.map((e) => e.sentence.index));
  // Cloze cards for the more important half of the concepts.
  const clozeCount = Math.ceil(entries.length / 2);
  for (const entry of entries.slice(0, clozeCount)) {
    add(clozeFor(entry, sentences, used, language, messages));
  }
  return cards;
}
