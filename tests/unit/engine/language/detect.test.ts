import { describe, expect, it } from 'vitest';
import { languageCode } from '../../../../engine/language/codes';
import { detectLanguage } from '../../../../engine/language/detect';

describe('detectLanguage', () => {
  it('tells the six languages apart from a sentence or a question', () => {
    expect(detectLanguage('What was the name of the gunpowder operation of du Pont?')).toBe('en');
    expect(detectLanguage("Quelle est la capitale de l'Australie et où se trouve-t-elle ?")).toBe(
      'fr',
    );
    expect(detectLanguage('Wie hieß die Schießpulverfabrik von du Pont und wo war sie?')).toBe(
      'de',
    );
    expect(detectLanguage('¿Cuál era el nombre de la fábrica de pólvora de du Pont?')).toBe('es');
    expect(detectLanguage('赞成苏格兰议会的比例为多少？')).toBe('zh');
    expect(detectLanguage('微分方程式を解くテクニックはどれですか。')).toBe('ja');
  });

  it('keeps the fallback when the words do not tell (a name, a number)', () => {
    expect(detectLanguage('Mitochondria', 'de')).toBe('de');
    expect(detectLanguage('1979', 'fr')).toBe('fr');
    expect(detectLanguage('')).toBe('en');
  });

  it('keeps English for English text that borrows a few foreign words', () => {
    expect(detectLanguage('The café served crème brûlée and the menu was in French.')).toBe('en');
  });
});

describe('languageCode', () => {
  it('reads the setting names and language tags', () => {
    expect(languageCode('French')).toBe('fr');
    expect(languageCode('zh-Hans')).toBe('zh');
    expect(languageCode('ja')).toBe('ja');
    expect(languageCode('Klingon')).toBeNull();
    expect(languageCode(undefined)).toBeNull();
  });
});
