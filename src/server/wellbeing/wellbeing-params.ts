import { z } from 'zod';

// Ids arrive in the URL; anything that is not a uuid cannot be one of the person's rows, and is
// answered like any other missing row (404), not with a validation error that hints at the shape.
export const idParamSchema = z.object({ id: z.string().max(64) });

export { isUuid } from '../loved-ones/loved-one-access.ts';
