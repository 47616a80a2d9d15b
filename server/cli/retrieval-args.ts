// Argument parsing shared by `mnemo search` and `mnemo ask`.
import { languageCode } from '../../engine/language/codes';

export type OutputFormat = 'text' | 'json' | 'jsonl';
export type Level = 'Beginner' | 'Intermediate' | 'Advanced';

export interface RetrievalArgs {
  corpus: string[];
  query: string | null;
  queriesFile: string | null;
  k: number;
  format: OutputFormat;
  level: Level | null;
  /** `mnemo ask --language French`: the language of the assistant's own sentences. */
  language: string | null;
  /** Words that are not option values: the question of `mnemo ask`. */
  positional: string[];
}

const FORMATS: readonly string[] = ['text', 'json', 'jsonl'];
const LEVELS: readonly string[] = ['Beginner', 'Intermediate', 'Advanced'];

/** Parses `--corpus A B --query Q --k 5`; `--name=value` also works. Returns an error text on misuse. */
export function parseRetrievalArgs(argv: string[]): RetrievalArgs | string {
  const args: RetrievalArgs = {
    corpus: [],
    query: null,
    queriesFile: null,
    k: 5,
    format: 'text',
    level: null,
    language: null,
    positional: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      args.positional.push(...argv.slice(i + 1));
      break;
    }
    const inline = /^(--[a-z]+)=(.*)$/s.exec(arg);
    const name = inline?.[1] ?? arg;
    const next = (): string | undefined => (inline ? inline[2] : argv[++i]);
    if (name === '--corpus') {
      if (inline) args.corpus.push(inline[2] ?? '');
      while (!inline && i + 1 < argv.length && !(argv[i + 1] ?? '').startsWith('--')) {
        args.corpus.push(argv[++i] ?? '');
      }
    } else if (name === '--query') {
      const value = next();
      if (value === undefined) return '--query needs a value';
      args.query = value;
    } else if (name === '--queries') {
      const value = next();
      if (value === undefined) return '--queries needs a file';
      args.queriesFile = value;
    } else if (name === '--k') {
      const k = Number(next());
      if (!Number.isInteger(k) || k < 1) return '--k must be a positive integer';
      args.k = k;
    } else if (name === '--format') {
      const value = next() ?? '';
      if (!FORMATS.includes(value)) return '--format must be text, json or jsonl';
      args.format = value as OutputFormat;
    } else if (name === '--level') {
      const value = next() ?? '';
      if (!LEVELS.includes(value)) return '--level must be Beginner, Intermediate or Advanced';
      args.level = value as Level;
    } else if (name === '--language') {
      const value = next() ?? '';
      if (languageCode(value) === null) {
        return '--language must be English, French, German, Spanish, Chinese or Japanese';
      }
      args.language = value;
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else {
      args.positional.push(arg);
    }
  }
  if (args.corpus.length === 0) return '--corpus needs at least one file';
  return args;
}
