// Turns the model's raw answer into a validated batch answer, or says why it cannot.
import { batchAnswerSchema, type BatchAnswer } from './schema';

/** The model answered, but not with what was asked for. */
export class LlmAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmAnswerError';
  }
}

/** Some servers wrap JSON in a Markdown fence even in JSON mode. */
function stripFence(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim());
  return fenced?.[1] ?? text.trim();
}

export function parseBatchAnswer(raw: string): BatchAnswer {
  let json: unknown;
  try {
    json = JSON.parse(stripFence(raw));
  } catch {
    throw new LlmAnswerError(`The model's answer is not valid JSON: ${raw.slice(0, 80)}`);
  }
  const result = batchAnswerSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? issue.path.join('.') || '(root)' : '(root)';
    throw new LlmAnswerError(
      `The model's answer does not match the schema at ${where}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return result.data;
}
