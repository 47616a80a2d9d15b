import { describe, expect, it } from 'vitest';
import { stemOf } from '../../../../engine/language/stem';
import { englishRelatedWords } from '../../../../server/assistant/related-words';

describe('the shipped table of related English words', () => {
  it('is read once and keyed by the engine’s English stems', async () => {
    const table = await englishRelatedWords();
    expect(await englishRelatedWords()).toBe(table);
    expect(table.size).toBeGreaterThan(30_000);
    const stem = (word: string) => stemOf(word, 'en');
    expect(table.get(stem('television'))).toContain(stem('TV'.toLowerCase()));
    expect(table.get(stem('invade'))).toContain(stem('invasion'));
    expect(table.get(stem('begin'))).toContain(stem('start'));
    for (const [key, related] of table) {
      expect(related).not.toContain(key);
    }
  });
});
