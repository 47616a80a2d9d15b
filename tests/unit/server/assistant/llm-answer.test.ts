import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  composeLlmAnswer,
  composeLlmAnswerWithReport,
  LlmError,
  type LlmAnswerInput,
} from '../../../../server/assistant/llm-answer';
import { replaceMarkers, verifyCitations } from '../../../../server/assistant/llm/citations';
import { MemoryIndex } from '../../../../engine/assistant/memory-index';
import { assistantMessages } from '../../../../engine/assistant/messages';
import type { Passage } from '../../../../engine/assistant/types';
import { startOpenAiStub, type OpenAiStub } from '../../../helpers/openai-stub';

const material: Passage[] = [
  {
    id: 'bio#0',
    fileName: 'biology notes.pdf',
    page: 4,
    text:
      'Photosynthesis takes place in the chloroplasts of plant cells. ' +
      'The light reactions happen in the thylakoid membranes.',
  },
  {
    id: 'lecture#0',
    fileName: 'lecture.mp4',
    startSeconds: 83.6,
    text: 'The Calvin cycle fixes carbon dioxide into sugars in the stroma of the chloroplast.',
  },
  {
    id: 'hist#0',
    fileName: 'history.pdf',
    page: 2,
    text: 'The Treaty of Westphalia was signed in 1648 and ended the Thirty Years War.',
  },
];

const index = new MemoryIndex();
for (const p of material) index.add(p);

const base = (p: Passage): string => `https://files.test/${p.fileName ?? 'file'}?sig=abc`;
const PAGE_4 = '[biology notes.pdf p. 4](https://files.test/biology%20notes.pdf?sig=abc#page=4)';
const LECTURE = '[lecture.mp4 1:23](https://files.test/lecture.mp4?sig=abc#t=83)';

let stub: OpenAiStub;

beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(async () => {
  await stub.close();
});
afterEach(() => {
  stub.requests.length = 0;
  stub.chatAnswers.length = 0;
  stub.failWith = null;
});

const FRENCH_NO_HIT = assistantMessages('French').noHit;

function input(question: string, overrides: Partial<LlmAnswerInput> = {}): LlmAnswerInput {
  return {
    question,
    ranked: index.search(question, 8),
    previous: [],
    language: 'French',
    comprehensionLevel: 'Beginner',
    citationUrl: base,
    endpoint: { baseUrl: stub.baseUrl, model: 'test-model' },
    ...overrides,
  };
}

function sentMessages(): { role: string; content: string }[] {
  const body = stub.requests[0]?.body as { messages: { role: string; content: string }[] };
  return body.messages;
}

describe('composeLlmAnswer', () => {
  it('sends the passages, the language, the level and the previous turns', async () => {
    stub.chatAnswers.push('La photosynthèse a lieu dans les chloroplastes [1].');
    await composeLlmAnswer(
      input('Where does photosynthesis take place in plant cells?', {
        previous: [
          { sender: 'user', content: 'What are chloroplasts?' },
          { sender: 'bot', content: `Organelles of plant cells. Sources: ${PAGE_4}` },
        ],
      }),
    );
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.path).toBe('/chat/completions');
    const prompt = sentMessages()
      .map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('[1] biology notes.pdf p. 4');
    expect(prompt).toContain('Photosynthesis takes place in the chloroplasts of plant cells.');
    expect(prompt).toContain('French');
    expect(prompt).toContain('beginner');
    expect(prompt).toContain('Student: What are chloroplasts?');
    expect(prompt).toContain('Mnemo: Organelles of plant cells.');
    expect(prompt).toContain('Question: Where does photosynthesis take place in plant cells?');
    // Earlier answers' signed URLs are not shown to the model, so it cannot copy them.
    expect(prompt).not.toContain('https://');
  });

  it('turns [n] markers into the passages’ citation links', async () => {
    stub.chatAnswers.push(
      'Photosynthesis happens in chloroplasts [1]. The Calvin cycle fixes CO2 [2][1].',
    );
    const question = 'Where does photosynthesis happen and what does the Calvin cycle fix?';
    const ranked = index.search(question, 8);
    const ids = ranked.map((r) => r.passage.id);
    const report = await composeLlmAnswerWithReport(input(question, { ranked }));
    const first = ids.indexOf('bio#0') === 0 ? PAGE_4 : LECTURE;
    const second = first === PAGE_4 ? LECTURE : PAGE_4;
    expect(report.markdown).toBe(
      `Photosynthesis happens in chloroplasts ${first}. The Calvin cycle fixes CO2 ${second}, ${first}.`,
    );
    expect(report.droppedCitations).toBe(0);
  });

  it('removes a fabricated link and keeps a correct one', async () => {
    stub.chatAnswers.push(
      `Chloroplasts ${PAGE_4}. See also [biology notes.pdf p. 9](https://files.test/biology%20notes.pdf?sig=abc#page=9) and <https://evil.test/x>.`,
    );
    const report = await composeLlmAnswerWithReport(
      input('Where does photosynthesis take place in plant cells?'),
    );
    expect(report.markdown).toBe(`Chloroplasts ${PAGE_4}. See also biology notes.pdf p. 9 and.`);
    expect(report.droppedCitations).toBe(2);
  });

  it('drops markers of passages that were not given', async () => {
    stub.chatAnswers.push('Chloroplasts [1][7]. Mitochondria [9].');
    const report = await composeLlmAnswerWithReport(
      input('Where does photosynthesis take place in plant cells?'),
    );
    expect(report.markdown).toBe(`Chloroplasts ${PAGE_4}. Mitochondria.`);
    expect(report.droppedCitations).toBe(2);
  });

  it('refuses in the chosen language without calling the model when nothing relevant was retrieved', async () => {
    const answer = await composeLlmAnswer(input('How do volcanoes erupt magma?'));
    expect(answer).toBe(FRENCH_NO_HIT);
    expect(answer).toMatch(/^Je n'ai rien trouvé/u);
    expect(stub.requests).toHaveLength(0);
  });

  it('refuses in the chosen language when the model says the passages do not answer', async () => {
    stub.chatAnswers.push('NO_ANSWER');
    const report = await composeLlmAnswerWithReport(
      input('When was the Treaty of Westphalia signed?'),
    );
    expect(report).toEqual({ markdown: FRENCH_NO_HIT, calledModel: true, droppedCitations: 0 });
  });

  it('throws an LlmError when the model server fails', async () => {
    stub.failWith = 500;
    await expect(
      composeLlmAnswer(input('When was the Treaty of Westphalia signed?')),
    ).rejects.toBeInstanceOf(LlmError);
  });

  it('drops a reasoning block some servers return inline', async () => {
    stub.chatAnswers.push('<think>passage 1 says 1648</think>\nIt was signed in 1648 [1].');
    const answer = await composeLlmAnswer(input('When was the Treaty of Westphalia signed?'));
    expect(answer).toBe(
      'It was signed in 1648 [history.pdf p. 2](https://files.test/history.pdf?sig=abc#page=2).',
    );
  });
});

describe('citations', () => {
  it('keeps a link only when its href is exactly an allowed one', () => {
    const allowed = ['https://f.test/a.pdf#page=3'];
    const checked = verifyCitations(
      '[a.pdf p. 3](https://f.test/a.pdf#page=3) [a.pdf p. 4](https://f.test/a.pdf#page=4) ![pic](https://x.test/p.png)',
      allowed,
    );
    expect(checked.markdown).toBe('[a.pdf p. 3](https://f.test/a.pdf#page=3) a.pdf p. 4 pic');
    expect(checked.dropped).toBe(2);
  });

  it('removes reference definitions to other targets', () => {
    const checked = verifyCitations('See [the source][1].\n\n[1]: https://evil.test', []);
    expect(checked.markdown).toBe('See [the source][1].\n\n');
    expect(checked.dropped).toBe(1);
  });

  it('cites a passage without a URL by its label, and leaves link texts alone', () => {
    const passages: Passage[] = [{ id: 'x', text: 't', fileName: 'notes.txt', page: null }];
    const replaced = replaceMarkers(
      'A [1]. B [Passage 1, 2]. [1](https://y.test)',
      passages,
      () => null,
    );
    expect(replaced.markdown).toBe('A (notes.txt). B (notes.txt). [1](https://y.test)');
    expect(replaced.dropped).toBe(1);
  });
});
