// Candidate concept phrases of Chinese and Japanese from their parts of speech (morphology.ts):
// sequences of nouns, never particles, auxiliaries or function nouns. A Japanese compound is
// kept whole (微分 + 方程式), with its prefixes and suffixes; a Chinese term keeps its modifiers
// (渤南 + 洼陷) but ends on a noun.
import { candidateCollector, type CandidateCollector, type SentenceCursor } from './collector';
import { morphemes, type Morpheme, type MorphologyLanguage } from './morphology';
import type { StudySentence } from './sentences';
import { phraseKey } from './stem';
import type { ContentWord, Occurrence } from './types';

/** What a word may be in a candidate phrase. */
type Role =
  | 'noun' // may start, continue and end a phrase
  | 'prefix' // may start or continue it, never end it
  | 'suffix' // may continue or end it, never start it
  | 'inner' // may only stand inside it
  | 'break';

const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const HIRAGANA_ONLY = /^[\u3040-\u309f\u30fc]+$/u;
const DIGITS_ONLY = /^[\p{N}\p{P}\p{S}\s]+$/u;

// IPADIC nouns that name no topic: function nouns (こと, もの), pronouns, and 特殊 (そう).
const JA_NOUN_BREAKS = new Set([
  '非自立',
  '代名詞',
  '特殊',
  '接続詞的',
  '引用文字列',
  '動詞非自立的',
]);

function japaneseRole(m: Morpheme): Role {
  if (m.pos === '名詞') {
    if (JA_NOUN_BREAKS.has(m.detail)) return 'break';
    if (m.detail === '接尾') return 'suffix';
    if (m.detail === '数') return 'inner';
    return HIRAGANA_ONLY.test(m.surface) && m.surface.length < 3 ? 'break' : 'noun';
  }
  if (m.pos === '接頭詞' && m.detail === '名詞接続') return 'prefix';
  if (m.pos === '記号' && (m.surface === '・' || m.surface === '＝')) return 'inner';
  return 'break';
}

// jieba's tags (ICTCLAS set): nouns, names, places, organisations, other proper nouns, verbal and
// adjectival nouns, fixed expressions, abbreviations, Latin words.
const ZH_NOUNS = new Set([
  'n',
  'nr',
  'nrfg',
  'nrt',
  'ns',
  'nt',
  'nz',
  'ng',
  'vn',
  'an',
  'l',
  'j',
  'eng',
]);
// Distinguishing words (自动, 大型) and verbs modify a term inside it; numbers count inside it.
const ZH_INNER = new Set(['b', 'v', 'm']);

function chineseRole(m: Morpheme): Role {
  if (ZH_NOUNS.has(m.pos)) return 'noun';
  // jieba tags words it does not know "x", as it tags punctuation.
  if (m.pos === 'x') return /^[\p{Script=Han}\p{L}\p{N}]{2,}$/u.test(m.surface) ? 'noun' : 'break';
  if (m.pos === 'b') return 'prefix';
  if (ZH_INNER.has(m.pos)) return 'inner';
  return 'break';
}

/** Generic words a glossary never lists on their own ("research", "method"…). */
const GENERIC_SINGLES: Readonly<Record<MorphologyLanguage, ReadonlySet<string>>> = {
  zh: new Set(
    '研究 分析 方法 问题 结果 过程 情况 方面 特点 基础 条件 因素 关系 作用 影响 技术 系统 数据 模型 结构 特征 效果 目的 意义 水平 措施 现状 机制 部分 时间 国家 工作 发展 应用'.split(
      ' ',
    ),
  ),
  ja: new Set(
    '場合 必要 時間 方法 部分 問題 情報 内容 結果 今回 今日 自分 一つ 以上 以下 利用 使用 可能 一般 最近 年間 全体 程度 対象 状況 関係'.split(
      ' ',
    ),
  ),
};

const MAX_WORDS: Readonly<Record<MorphologyLanguage, number>> = { ja: 5, zh: 3 };

interface RunWord {
  text: string;
  role: Role;
  position: number;
}

function emit(
  run: readonly RunWord[],
  sentence: number,
  sourceStart: number,
  language: MorphologyLanguage,
  out: Occurrence[],
): void {
  for (let size = 1; size <= Math.min(MAX_WORDS[language], run.length); size += 1) {
    for (let start = 0; start + size <= run.length; start += 1) {
      const words = run.slice(start, start + size);
      const first = words[0];
      const last = words[words.length - 1];
      if (!first || !last) continue;
      if (first.role === 'suffix' || first.role === 'inner') continue;
      if (last.role === 'prefix' || last.role === 'inner') continue;
      if (language === 'zh' && last.role !== 'noun') continue;
      const surface = words.map((w) => w.text).join('');
      if (surface.length < 2 || HIRAGANA_ONLY.test(surface) || DIGITS_ONLY.test(surface)) continue;
      if (size === 1 && GENERIC_SINGLES[language].has(surface)) continue;
      out.push({
        key: phraseKey(
          words.map((w) => w.text.toLowerCase()),
          language,
        ),
        surface,
        sentence,
        position: first.position,
        localPosition: first.position - sourceStart,
        embedded: false,
      });
    }
  }
}

function readSentence(
  sentence: StudySentence,
  cursor: SentenceCursor,
  language: MorphologyLanguage,
): ContentWord[] {
  const roleOf = language === 'ja' ? japaneseRole : chineseRole;
  const content: ContentWord[] = [];
  let run: RunWord[] = [];
  const flush = (): void => {
    emit(run, sentence.index, cursor.sourceStart, language, cursor.occurrences);
    run = [];
  };
  for (const m of morphemes(sentence.text, language)) {
    const role = roleOf(m);
    if (role === 'break') flush();
    else {
      run.push({ text: m.surface, role, position: cursor.position });
      if (role === 'noun')
        content.push({ stem: m.surface.toLowerCase(), position: cursor.position });
    }
    if (HAS_WORD_CHAR.test(m.surface)) cursor.position += 1;
  }
  flush();
  return content;
}

export function morphologyCollector(language: MorphologyLanguage): CandidateCollector {
  return candidateCollector((sentence, cursor) => readSentence(sentence, cursor, language));
}
