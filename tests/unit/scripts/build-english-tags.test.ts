import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEnglishTags } from '../../../scripts/build-english-tags';
import { ENGLISH_TAGS_PATH } from '../../../server/processing/english-table';

describe('build-english-tags', () => {
  it('is what the committed table holds, from the wink model package installed', () => {
    // A new wink-eng-lite-web-model (a lexicon or rule change) shows here: rebuild the table with
    // `npx tsx scripts/build-english-tags.ts`.
    expect(readFileSync(ENGLISH_TAGS_PATH, 'utf8') === buildEnglishTags()).toBe(true);
  });
});
