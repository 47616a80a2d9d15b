import { z } from 'zod';
import { COMPREHENSION_LEVELS, LANGUAGES } from './constants';
import { lazySchema } from './lazy-schema';

export { COMPREHENSION_LEVELS, LANGUAGES } from './constants';

/** Every error the API returns: a string, or a list of field problems (FastAPI-style). */
export const ErrorBody = lazySchema(() =>
  z.object({
    detail: z.union([
      z.string(),
      z.array(z.object({ msg: z.string(), loc: z.array(z.union([z.string(), z.number()])) })),
    ]),
  }),
);
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Id = lazySchema(() => z.coerce.number().int().positive());
export const IdParams = lazySchema(() => z.object({ id: Id }));

/** A string that must contain something other than whitespace. */
export const NonBlank = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, { message: 'must not be blank' })
    .max(20_000, { message: 'is too long' }),
);

export const Iso = lazySchema(() => z.string());

export const SuccessBody = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    message: z.string().optional(),
  }),
);
export type SuccessBody = z.infer<typeof SuccessBody>;

export const Language = lazySchema(() => z.enum(LANGUAGES));
export type Language = z.infer<typeof Language>;

export const ComprehensionLevel = lazySchema(() => z.enum(COMPREHENSION_LEVELS));
export type ComprehensionLevel = z.infer<typeof ComprehensionLevel>;
