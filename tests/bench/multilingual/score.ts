// The scoring rules of ../shared/data/multilingual/README.md, as written there.
import * as snowball from 'snowball-stemmers';
import type { DocScore } from '../keyphrase';
import type { KeyphraseLanguage } from './data';

const frenchStemmer = snowball.newStemmer('french');

/** French: NFKC, lowercase, words split at anything but letters/digits, Snowball-stemmed, accents stripped from the stem. */
function frenchKey(phrase: string): string {
  return (
    phrase
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .map((word) =>
      frenchStemmer.stem(word).normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC'),
    )
    .join(' ');
}

/** Chinese and Japanese: NFKC, Latin letters lowercased, whitespace removed. */
function cjkKey(phrase: string): string {
  return phrase
    .normalize('NFKC')
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/\s+/gu, '');
}

export function keyOf(phrase: string, language: KeyphraseLanguage): string {
  return language === 'fr' ? frenchKey(phrase) : cjkKey(phrase);
}

export interface KeyphraseScore extends DocScore {
  /** R@10 over the gold groups present in the text; null when none is. */
  presentR10: number | null;
}

const f1 = (p: number, r: number): number => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

/** Whether a gold group occurs in the text (French: as consecutive stems; zh/ja: as a substring). */
function isPresent(group: readonly string[], text: string, language: KeyphraseLanguage): boolean {
  const haystack = language === 'fr' ? ` ${keyOf(text, language)} ` : keyOf(text, language);
  return group.some((member) => {
    const key = keyOf(member, language);
    if (key === '') return false;
    return language === 'fr' ? haystack.includes(` ${key} `) : haystack.includes(key);
  });
}

export function scoreKeyphrases(
  titles: readonly string[],
  gold: readonly (readonly string[])[],
  text: string,
  language: KeyphraseLanguage,
): KeyphraseScore {
  const seen = new Set<string>();
  const predicted: string[] = [];
  for (const title of titles) {
    const key = keyOf(title, language);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    predicted.push(key);
  }
  const groups = gold.map((g) => new Set(g.map((m) => keyOf(m, language))));
  const present = gold.map((g) => isPresent(g, text, language));
  const at = (k: number) => {
    const top = predicted.slice(0, k);
    const hitGroups = new Set<number>();
    let hits = 0;
    for (const p of top) {
      const group = groups.findIndex((g, i) => !hitGroups.has(i) && g.has(p));
      if (group >= 0) {
        hitGroups.add(group);
        hits += 1;
      }
    }
    const precision = top.length === 0 ? 0 : hits / top.length;
    const recall = groups.length === 0 ? 0 : hitGroups.size / groups.length;
    return { precision, recall, hitGroups };
  };
  const a5 = at(5);
  const a10 = at(10);
  const presentCount = present.filter(Boolean).length;
  const presentHits = [...a10.hitGroups].filter((i) => present[i]).length;
  return {
    p5: a5.precision,
    r5: a5.recall,
    f5: f1(a5.precision, a5.recall),
    p10: a10.precision,
    r10: a10.recall,
    f10: f1(a10.precision, a10.recall),
    presentR10: presentCount === 0 ? null : presentHits / presentCount,
  };
}

export interface MeanKeyphraseScore {
  f5: number;
  f10: number;
  p10: number;
  r10: number;
  presentR10: number;
  docs: number;
}

/** Means in percent; present-key recall over the documents that have a present key. */
export function meanKeyphraseScore(scores: readonly KeyphraseScore[]): MeanKeyphraseScore {
  const mean = (values: number[]): number =>
    values.length === 0 ? 0 : (100 * values.reduce((a, b) => a + b, 0)) / values.length;
  return {
    f5: mean(scores.map((s) => s.f5)),
    f10: mean(scores.map((s) => s.f10)),
    p10: mean(scores.map((s) => s.p10)),
    r10: mean(scores.map((s) => s.r10)),
    presentR10: mean(scores.flatMap((s) => (s.presentR10 === null ? [] : [s.presentR10]))),
    docs: scores.length,
  };
}

/** Markdown as read for containment: links to their text, backslash escapes undone. */
function plainAnswer(markdown: string): string {
  return markdown.replace(/\[((?:\\.|[^\]\\])*)\]\([^)]*\)/g, '$1').replace(/\\(.)/g, '$1');
}

function answerKey(text: string, cjk: boolean): string {
  const lower = text.normalize('NFKC').toLowerCase();
  return cjk ? lower.replace(/\s+/gu, '') : lower;
}

/** The first two sentences: they end at . ! ? followed by whitespace, or at 。！？. */
export function firstTwoSentences(text: string): string {
  const out: string[] = [];
  const re = /[.!?](?=\s)|[。！？]/gu;
  let start = 0;
  for (let m = re.exec(text); m !== null && out.length < 2; m = re.exec(text)) {
    out.push(text.slice(start, m.index + m[0].length));
    start = m.index + m[0].length;
  }
  if (out.length < 2) out.push(text.slice(start));
  return out.join('');
}

/** Hit: a gold answer occurs in the first two sentences of the answer. */
export function answerContains(
  markdown: string,
  answers: readonly string[],
  cjk: boolean,
): boolean {
  const head = answerKey(firstTwoSentences(plainAnswer(markdown)), cjk);
  return answers.some((a) => {
    const key = answerKey(a, cjk);
    return key !== '' && head.includes(key);
  });
}
