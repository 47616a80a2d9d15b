// Every translation has every key of English's, no empty text, and the same placeholders.
import { describe, expect, it } from 'vitest';
import { de } from '../../../../../src/lib/i18n/locales/de';
import { es } from '../../../../../src/lib/i18n/locales/es';
import { fr } from '../../../../../src/lib/i18n/locales/fr';
import { ja } from '../../../../../src/lib/i18n/locales/ja';
import { zh } from '../../../../../src/lib/i18n/locales/zh';
import { ENGLISH } from './english';

const CATALOGUES = { French: fr, German: de, Spanish: es, Chinese: zh, Japanese: ja };

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string' || typeof value === 'function') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [{ path, value }];
}

/** Distinct arguments, so each placeholder of a text can be told apart in its result. */
const marker = (i: number) => `⟦${i}⟧`;
const markersIn = (text: string, count: number) =>
  Array.from({ length: count }, (_, i) => marker(i)).filter((m) => text.includes(m));

function call(fn: unknown, args: unknown[]): string {
  return (fn as (...a: unknown[]) => string)(...args);
}

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (_, catalogue) => {
  const english = new Map(leaves(ENGLISH).map((l) => [l.path, l.value]));
  const translated = new Map(leaves(catalogue).map((l) => [l.path, l.value]));

  it('has every key of English and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text', () => {
    for (const [path, value] of translated) {
      const text = typeof value === 'function' ? call(value, ['x', 'y', 'z']) : value;
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
    }
  });

  it('keeps the placeholders of every English text, and the text functions their parameters', () => {
    for (const [path, en] of english) {
      const value = translated.get(path);
      if (typeof en !== 'function') {
        expect(typeof value, path).toBe('string');
        continue;
      }
      expect(typeof value, path).toBe('function');
      expect((value as (...a: unknown[]) => string).length, path).toBe(en.length);
      const args = Array.from({ length: en.length }, (_, i) => marker(i));
      expect(markersIn(call(value, args), en.length), path).toEqual(
        markersIn(call(en, args), en.length),
      );
      // Singular and plural forms exist for every count a text is given.
      for (const n of [0, 1, 2, 5]) {
        const counted = args.map(() => n);
        expect(call(value, counted).trim(), `${path}(${n})`).not.toBe('');
      }
    }
  });
});
