// Which language the material is in: the extractor's guess, corrected by stopword evidence.
import { stopwordsFor, SUPPORTED_STOPWORD_LANGUAGES } from './stopwords';
import { wordTokens } from './text';

const SAMPLE_CHARS = 20_000;
const KANA = /[\u3040-\u30ff]/gu;
const HAN = /[\u3400-\u9fff]/gu;
const HANGUL = /[\uac00-\ud7af]/gu;

function primary(tag: string): string {
  return (tag.split('-')[0] ?? 'en').toLowerCase() || 'en';
}

export function detectLanguage(declared: string, text: string): string {
  const sample = text.slice(0, SAMPLE_CHARS);
  const kana = sample.match(KANA)?.length ?? 0;
  const han = sample.match(HAN)?.length ?? 0;
  const hangul = sample.match(HANGUL)?.length ?? 0;
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters > 0 && (kana + han + hangul) / letters > 0.3) {
    if (kana > 0) return 'ja';
    return hangul > han ? 'ko' : 'zh';
  }
  const words = wordTokens(sample, 'en').map((w) => w.text.toLowerCase());
  if (words.length === 0) return primary(declared);
  let best = primary(declared);
  let bestHits = -1;
  const declaredHits = SUPPORTED_STOPWORD_LANGUAGES.includes(best)
    ? words.filter((w) => stopwordsFor(best).has(w)).length
    : -1;
  for (const language of SUPPORTED_STOPWORD_LANGUAGES) {
    const stopwords = stopwordsFor(language);
    const hits = words.filter((w) => stopwords.has(w)).length;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  // Keep the declared language unless another one clearly fits the words better.
  if (declaredHits >= 0 && bestHits < declaredHits * 1.5) return primary(declared);
  return bestHits >= Math.max(3, words.length * 0.1) ? best : primary(declared);
}
