import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { named, shownPattern, testLiterals } from '../../../scripts/check-spec-strings';

let dir: string | null = null;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = null;
});

function literalsOf(source: string) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-strings-'));
  fs.writeFileSync(path.join(dir, 'point-2.test.tsx'), source);
  return testLiterals(dir);
}

describe('check-spec-strings', () => {
  it('reads placeholders as the values a test uses', () => {
    expect(shownPattern('Card N of M').test('Card 2 of 5')).toBe(true);
    expect(shownPattern('Score: X/Y').test('Score: 1/2')).toBe(true);
    expect(
      shownPattern('Failed to {update|delete} flashcard: {status text}').test(
        'Failed to delete flashcard: Conflict',
      ),
    ).toBe(true);
    expect(
      shownPattern('Playing segment (range, Ns)').test('Playing segment (01:05 - 01:35, 30s)'),
    ).toBe(true);
    expect(shownPattern('Card N of M').test('Cards 2 of 5')).toBe(false);
  });

  it('counts a string only when a test asserts it, not when a title names it', () => {
    const literals = literalsOf(`
      it("'No messages'", async () => {
        expect(await shown('No files uploaded yet')).toBeTruthy();
        expect(screen.getByText(\`Added: \${date}\`)).toBeTruthy();
        const unused = 'Your Files';
      });
    `);
    const entry = (text: string) => ({ point: 2, text });
    expect(named(entry('No files uploaded yet'), literals)).toBe(true);
    expect(named(entry('Added:'), literals)).toBe(true);
    expect(named(entry('No messages'), literals)).toBe(false);
    expect(named(entry('Your Files'), literals)).toBe(false);
    // Point 9's constants are named by a test title.
    expect(named({ point: 9, text: 'No messages' }, literals)).toBe(true);
  });
});
