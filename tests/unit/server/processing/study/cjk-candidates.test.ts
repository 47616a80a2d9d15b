import { describe, expect, it } from 'vitest';
import { buildStudySet } from '../../../../../server/processing/study/index';

const JAPANESE =
  '微分方程式は、未知の関数とその導関数を含む方程式である。微分方程式を解くテクニックとして、変数分離法がよく使われる。' +
  '変数分離法では、両辺を積分することで解を求める。物理学では、運動方程式も微分方程式として表される。';
const CHINESE =
  '本文研究了渤南洼陷沙二段的沉积作用和成岩作用。沉积作用控制了储层的孔隙发育，成岩作用则改变了储层物性。' +
  '研究表明，渤南洼陷沙二段储层以次生孔隙为主。';

function titlesOf(text: string, language: string): string[] {
  const set = buildStudySet({ kind: 'text', segments: [{ text }], language }, []);
  return set.key_concepts.map((c) => c.concept_title);
}

describe('Japanese key concepts (kuromoji)', () => {
  it('keeps noun compounds whole and never offers particles or function words', () => {
    const titles = titlesOf(JAPANESE, 'ja');
    expect(titles).toContain('微分方程式');
    expect(titles).toContain('運動方程式');
    for (const title of titles) {
      expect(title).not.toMatch(/^[\u3040-\u309f]+$/u);
      expect(title).not.toMatch(/(による|として|では|を|は|が)$/u);
    }
  });

  it('explains a concept with whole sentences of the document', () => {
    const set = buildStudySet({ kind: 'text', segments: [{ text: JAPANESE }], language: 'ja' }, []);
    const explanation = set.key_concepts[0]?.concept_explanation ?? '';
    expect(explanation).toMatch(/。$/u);
    expect(JAPANESE).toContain(explanation.split(' ')[0] ?? '-');
  });
});

describe('Chinese key concepts (jieba)', () => {
  it('keeps multi-word terms whole and leaves out generic words and verbs', () => {
    const titles = titlesOf(CHINESE, 'zh');
    expect(titles).toContain('渤南洼陷');
    expect(titles).toContain('沉积作用');
    expect(titles).not.toContain('研究');
    expect(titles).not.toContain('改变');
    expect(titles).not.toContain('为了');
  });
});
