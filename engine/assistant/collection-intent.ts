// Recognizes questions about the student's collection itself rather than its content.

export type CollectionIntent =
  { kind: 'files' } | { kind: 'summarize'; name: string } | { kind: 'quiz'; topic: string };

const FILES_PATTERNS = [
  /^(what|which) (files|documents|docs|uploads|materials)\b/,
  /\b(list|show)( me)?( all)?( of)? (my|the) (files|documents|docs|uploads|materials)\b/,
  /\bwhat (have|did) i (upload|add)/,
  /\b(files|documents|docs|uploads|materials) (do )?i have\b/,
  /\bhow many (files|documents|docs|uploads)\b/,
];

const SUMMARIZE =
  /^(?:can you |could you |please )*(?:summari[sz]e|give me an? (?:summary|overview) of|sum up|what(?:'s| is) in)\s+(.+?)$/;
const QUIZ =
  /^(?:can you |could you |please )*(?:quiz me|test me|give me (?:an? |some )?(?:quiz|quiz questions|test))(?:\s+(?:on|about|in|from)\s+(.*?))?$/;

/** The collection question asked, or null for a question about the content of the files. */
export function detectCollectionIntent(question: string): CollectionIntent | null {
  const q = question
    .toLowerCase()
    .replace(/[\s?!.]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (FILES_PATTERNS.some((re) => re.test(q))) return { kind: 'files' };
  const quiz = QUIZ.exec(q);
  if (quiz !== null) return { kind: 'quiz', topic: cleanName(quiz[1] ?? '') };
  const summarize = SUMMARIZE.exec(q);
  if (summarize !== null) return { kind: 'summarize', name: cleanName(summarize[1] ?? '') };
  return null;
}

function cleanName(raw: string): string {
  return raw
    .replace(/^(?:the |my )?(?:file |document |doc |notes )?(?:called |named )?/u, '')
    .replace(/^["'“‘]+|["'”’]+$/gu, '')
    .trim();
}
