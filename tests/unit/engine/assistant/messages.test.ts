import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../../../engine/assistant/answer';
import { answerCollectionQuestion } from '../../../../engine/assistant/collection';
import { MemoryIndex } from '../../../../engine/assistant/memory-index';
import {
  ASSISTANT_MESSAGES,
  assistantMessages,
  isRefusal,
} from '../../../../engine/assistant/messages';
import { LANGUAGES } from '../../../../engine/language/codes';

const citationUrl = () => 'https://files.example/notes.pdf';

describe('the assistant catalogue', () => {
  it('has every sentence in the six languages, each one its own', () => {
    const english = ASSISTANT_MESSAGES.en;
    for (const language of LANGUAGES) {
      const m = ASSISTANT_MESSAGES[language];
      expect(Object.keys(m).sort()).toEqual(Object.keys(english).sort());
      expect(m.noHit.length).toBeGreaterThan(20);
      expect(m.stillReading(['a.pdf', 'b.pdf', 'c.pdf'])).toContain('a.pdf');
      expect(Object.keys(m.statusLabels).sort()).toEqual(Object.keys(english.statusLabels).sort());
      if (language !== 'en') expect(m.noHit).not.toBe(english.noHit);
    }
  });

  it('follows the setting (name or code), English for anything else', () => {
    expect(assistantMessages('German')).toBe(ASSISTANT_MESSAGES.de);
    expect(assistantMessages('ja')).toBe(ASSISTANT_MESSAGES.ja);
    expect(assistantMessages('Klingon')).toBe(ASSISTANT_MESSAGES.en);
    expect(assistantMessages()).toBe(ASSISTANT_MESSAGES.en);
    for (const m of Object.values(ASSISTANT_MESSAGES)) expect(isRefusal(m.noHit)).toBe(true);
  });
});

describe('answers in the chosen language', () => {
  const index = new MemoryIndex();
  index.add({
    id: 'p1',
    fileName: 'notes.pdf',
    page: 3,
    text: 'Mitochondria produce ATP by cellular respiration. The Krebs cycle runs in the matrix.',
  });

  it('frames an English quote with the chosen language, the quote untouched', () => {
    const question = 'What do mitochondria produce?';
    const answer = composeAnswer(question, index.search(question, 8), {
      citationUrl,
      language: 'Spanish',
    });
    expect(answer).toContain('Mitochondria produce ATP by cellular respiration.');
    expect(answer).toContain('Fuentes:');
    expect(answer).toContain('notes.pdf pág. 3');
  });

  it('refuses in the chosen language', () => {
    const question = 'How do volcanoes erupt?';
    expect(
      composeAnswer(question, index.search(question, 8), { citationUrl, language: 'Chinese' }),
    ).toBe(ASSISTANT_MESSAGES.zh.noHit);
  });

  it('writes the collection answers in the chosen language', () => {
    const data = { files: [], concepts: [], quizQuestions: [] };
    expect(answerCollectionQuestion('What files do I have?', data, 'French')).toBe(
      ASSISTANT_MESSAGES.fr.noFiles,
    );
  });
});
