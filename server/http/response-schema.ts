import { z } from 'zod';

/**
 * A contract schema as the JSON Schema Fastify compiles into a fast serializer for a hot route
 * (it also drops any field the contract does not name).
 */
export function responseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
  });
  return json;
}
