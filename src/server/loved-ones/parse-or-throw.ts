import type { z } from 'zod';
import { AppError } from '../infra/app-error.ts';

/** For bodies `validate()` cannot see (multipart forms): the same 422 with the schema's messages. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid input', { issues });
}
