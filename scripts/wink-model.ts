// wink's English model (wink-eng-lite-web-model, pinned in package.json) loaded for tagging only:
// what scripts/build-english-tags.ts reads the engine's tag table from, and what the tests run
// wink-nlp itself with to compare the engine's tagger against. The package's own entry reads
// every model it ships when it is imported (named entities and sentiment: ~0.6 MB of JSON), and
// its core reader copies the 3 MB core model through JSON.stringify and JSON.parse and decodes
// its base64 tables a character at a time. This builds the same core model object from the same
// file, in one JSON.parse with Node's base64 decoder, and gives the models wink-nlp loads but a
// tagging-only pipe never runs (entities, sentiment) no rules. The tags are the package's own
// (tests/unit/scripts/wink-model.test.ts compares them).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Model } from 'wink-eng-lite-web-model';

const require = createRequire(import.meta.url);
const DIST = 'wink-eng-lite-web-model/dist/';
const CORE_JSON = `${DIST}languages/cur/models/eng-core-web-model.json`;

/** The parts of the core model's JSON that loading touches. */
interface CoreModelJson {
  packing: { layout: Record<string, number[]>; efList?: string[] };
  features: Record<
    string,
    {
      list: string[];
      hash?: Record<string, number>;
      intrinsicSize?: number;
      index?: number;
      maxIndex?: number;
    }
  >;
  pos: { hash: Record<string, number> };
  lexicon: string | Uint32Array;
  xpansions: string | Uint32Array;
}

/** A base64 table of the model as 32-bit words, in a buffer of its own (aligned, exact size). */
function words(base64: string | Uint32Array): Uint32Array {
  if (typeof base64 !== 'string') return base64;
  const bytes = Buffer.from(base64, 'base64');
  const own = new Uint8Array(bytes.length);
  own.set(bytes);
  return new Uint32Array(own.buffer);
}

function featureHash(list: readonly string[]): Record<string, number> {
  const hash: Record<string, number> = Object.create(null) as Record<string, number>;
  for (let k = 0; k < list.length; k += 1) hash[list[k] ?? ''] = k;
  return hash;
}

/**
 * The package's core model (dist/read-core-model.js and dist/load-core-model.js of 1.8.1), read
 * without the copy and the per-character decoding.
 */
function loadCoreModel(): CoreModelJson {
  const model = JSON.parse(readFileSync(require.resolve(CORE_JSON), 'utf8')) as CoreModelJson;
  const { packing, features, pos } = model;
  model.lexicon = words(model.lexicon);
  model.xpansions = words(model.xpansions);
  for (const name in packing.layout) {
    const feature = features[name];
    if (packing.layout[name]?.[3] === 0 && feature) feature.hash = featureHash(feature.list);
  }
  const lexeme = features.lexeme;
  if (!lexeme) throw new Error('wink-eng-lite-web-model: the core model has no lexemes');
  lexeme.hash = featureHash(lexeme.list);
  const clusters = features.posClusters?.list as unknown as (string | Set<number>)[] | undefined;
  for (let k = 0; clusters && k < clusters.length; k += 1) {
    const cluster = clusters[k];
    if (typeof cluster === 'string') {
      clusters[k] = new Set(cluster.split('_').map((tag) => pos.hash[tag] || 0));
    }
  }
  packing.efList = [];
  for (const name in packing.layout) {
    const layout = packing.layout[name] ?? [];
    const feature = features[name];
    if (layout[3] === 0 && feature) {
      feature.intrinsicSize = feature.list.length;
      feature.index = feature.list.length;
      feature.maxIndex = (layout[1] ?? 0) >>> (layout[2] ?? 0);
    }
    if (layout[4] === 1) packing.efList.push(name);
  }
  lexeme.intrinsicSize = lexeme.list.length;
  lexeme.index = lexeme.list.length;
  return model;
}

/** A rule machine that matches nothing, in wink's JSON form. */
const NO_RULES = JSON.stringify([100, 0, { 0: {} }, {}, {}, {}]);

let lemmatize: unknown = null;

/** The model wink-nlp needs to tag parts of speech, with nothing else loaded. */
export function taggingModel(): Model {
  const addons = {
    stem: require(`${DIST}porter-stemmer.js`) as unknown,
    // Lemmas are never asked for here; their exception lists (220 KB) load if they ever are.
    get lemmatize(): unknown {
      lemmatize ??= require(`${DIST}lemmatize.js`) as unknown;
      return lemmatize;
    },
    readabilityStats: undefined,
    wordVectors: undefined,
  };
  return {
    core: loadCoreModel,
    sbd: require(`${DIST}load-sbd-model.js`) as unknown,
    pos: require(`${DIST}load-pos-model.js`) as unknown,
    negation: require(`${DIST}load-negation-model.js`) as unknown,
    metaCER: require(`${DIST}load-cer-meta-model.js`) as unknown,
    featureFn: require(`${DIST}feature.js`) as unknown,
    // Loaded by wink-nlp whatever the pipe; a tagging-only pipe never runs them.
    ner: () => ({ machines: [], transformers: [] }),
    sa: () => ({ machines: [NO_RULES], setter: () => undefined }),
    addons,
  };
}
