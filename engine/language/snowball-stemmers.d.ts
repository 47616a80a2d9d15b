// The part of snowball-stemmers 0.6.0 the engine uses (the package ships no types).
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(algorithm: string): Stemmer;
  export function algorithms(): string[];
}
