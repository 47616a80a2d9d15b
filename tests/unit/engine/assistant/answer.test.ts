import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../../../engine/assistant/answer';
import { citation, formatTimestamp } from '../../../../engine/assistant/citation';
import { MemoryIndex } from '../../../../engine/assistant/memory-index';
import { NO_HIT } from '../../../../engine/assistant/messages';
import type { Passage } from '../../../../engine/assistant/types';
import { splitSentences } from '../../../../engine/assistant/text';

const material: Passage[] = [
  {
    id: 'bio#0',
    fileId: 'f1',
    fileName: 'biology.pdf',
    page: 4,
    text:
      'Photosynthesis takes place in the chloroplasts of plant cells. ' +
      'The Calvin cycle was discovered by Melvin Calvin in 1950. ' +
      'It fixes carbon dioxide into sugars using energy from light reactions. ' +
      'The light reactions happen in the thylakoid membranes.',
  },
  {
    id: 'bio#1',
    fileId: 'f1',
    fileName: 'biology.pdf',
    page: 5,
    text:
      'Chlorophyll absorbs red and blue light. Plants appear green because chlorophyll reflects green light. ' +
      'Carbon dioxide enters leaves through stomata.',
  },
  {
    id: 'lecture#0',
    fileId: 'f2',
    fileName: 'lecture.mp4',
    startSeconds: 83.6,
    endSeconds: 120,
    text:
      'In this lecture we look at the Calvin cycle in detail. The cycle has three phases: fixation, reduction and regeneration. ' +
      'Each turn of the cycle fixes one molecule of carbon dioxide.',
  },
  {
    id: 'hist#0',
    fileId: 'f3',
    fileName: 'history.docx',
    page: null,
    text: 'The Treaty of Westphalia was signed in 1648. It ended the Thirty Years War in Europe.',
  },
];

const urls: Record<string, string> = {
  f1: 'https://files.test/f1.pdf?sig=abc',
  f2: 'https://files.test/f2.mp4?sig=def',
  f3: 'https://files.test/f3.docx',
};
const citationUrl = (p: Passage): string | null => urls[p.fileId ?? ''] ?? null;

function ask(question: string, level?: 'Beginner' | 'Intermediate' | 'Advanced'): string {
  const index = new MemoryIndex();
  for (const p of material) index.add(p);
  return composeAnswer(question, index.search(question, 8), {
    comprehensionLevel: level,
    citationUrl,
  });
}

function directPart(markdown: string): string {
  return markdown.split('\n\n')[0] ?? '';
}

describe('composeAnswer', () => {
  it('answers first with a real sentence of the material that holds the answer', () => {
    const answer = ask('Who discovered the Calvin cycle?');
    const [first] = splitSentences(directPart(answer));
    expect(first).toBe('The Calvin cycle was discovered by Melvin Calvin in 1950.');
    const allSentences = material.flatMap((p) => splitSentences(p.text));
    for (const s of splitSentences(directPart(answer))) expect(allSentences).toContain(s);
  });

  it('cites pages with #page=N and media with #t=S', () => {
    const answer = ask('What are the phases of the Calvin cycle and what does it fix?', 'Advanced');
    expect(answer).toContain('[biology.pdf p. 4](https://files.test/f1.pdf?sig=abc#page=4)');
    expect(answer).toContain('[lecture.mp4 1:23](https://files.test/f2.mp4?sig=def#t=83)');
  });

  it('says plainly when nothing relevant is found', () => {
    expect(ask('How do volcanoes erupt?')).toBe(NO_HIT);
    expect(ask('What is the Krebs cycle of volcanoes?')).toBe(NO_HIT);
    expect(composeAnswer('anything', [], { citationUrl })).toBe(NO_HIT);
  });

  it('is shorter for beginners than for advanced students', () => {
    const question = 'How does the Calvin cycle fix carbon dioxide?';
    const beginner = ask(question, 'Beginner');
    const advanced = ask(question, 'Advanced');
    const bullets = (md: string): number => md.split('\n').filter((l) => l.startsWith('- ')).length;
    expect(splitSentences(directPart(beginner)).length).toBeLessThanOrEqual(2);
    expect(bullets(beginner)).toBeLessThanOrEqual(2);
    expect(bullets(advanced)).toBeGreaterThan(bullets(beginner));
    expect(advanced.length).toBeGreaterThan(beginner.length);
  });

  it('lists supporting points, each followed by its citation', () => {
    const points = ask('How do plants use light and carbon dioxide?')
      .split('\n')
      .filter((l) => l.startsWith('- '));
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) expect(p).toMatch(/\[[^\]]+\]\(https:\/\/files\.test\/[^)]+\)$/);
  });
});

describe('citation', () => {
  it('formats labels, fragments and files without a URL', () => {
    const page: Passage = { id: 'x', text: '', fileName: 'notes [v2].pdf', page: 3 };
    expect(citation(page, () => 'https://h/a b.pdf#old')).toBe(
      '[notes \\[v2\\].pdf p. 3](https://h/a%20b.pdf#page=3)',
    );
    expect(
      citation({ id: 'y', text: '', fileName: 'talk.mp3', startSeconds: 3725 }, () => null),
    ).toBe('(talk.mp3 1:02:05)');
    expect(formatTimestamp(59.9)).toBe('0:59');
  });
});
