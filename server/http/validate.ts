import type { z } from 'zod';
import { AppError } from '../errors';

type Where = 'body' | 'query' | 'path';

/** Parses with a contract schema; a failure is a 422 listing each problem as `{msg, loc}`. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, where: Where): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const loc = [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    const field = issue.path.length > 0 ? `${issue.path.join('.')} ` : '';
    const msg = issue.code === 'custom' ? issue.message : `${field}${issue.message}`.trim();
    return { msg, loc };
  });
  throw new AppError('validation', problems.map((p) => p.msg).join('; '), problems);
}
