import type { Context } from 'hono';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { findInputProblem } from '#shared/validation/input-rules.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, invalidField } from './app-error.ts';
import { routeBodyLimit } from './body-limit.ts';

// The form's other fields and multipart boundaries ride along with the file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Refuses an upload body over 10 MB before it is read into memory (in place of the small JSON limit). */
export const uploadBodyLimit = (
  maxFileBytes = MAX_UPLOAD_BYTES,
  message: string = UPLOAD_MESSAGES.tooLarge,
) => routeBodyLimit(maxFileBytes + MULTIPART_OVERHEAD_BYTES, message);

export type UploadedFile = { name: string; bytes: Uint8Array };
type MultipartForm = { fields: Record<string, string>; file: UploadedFile | null };

/** A multipart form's text fields and its one file (under `fileField`), or a clear 400. */
export async function readMultipartForm(c: Context<AppEnv>, fileField: string): Promise<MultipartForm> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for (const [key, value] of Object.entries(body)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (key === fileField && single instanceof File && single.size > 0) {
      if (single.size > MAX_UPLOAD_BYTES)
        throw invalidField(fileField, UPLOAD_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
      file = { name: single.name, bytes: new Uint8Array(await single.arrayBuffer()) };
    } else if (typeof single === 'string') {
      fields[key] = single;
    }
  }
  // Form fields skip validate(), so the shared input rule is applied here.
  const problem = findInputProblem(fields);
  if (problem) throw new AppError('VALIDATION_FAILED', problem.message, { issues: [problem] });
  return { fields, file };
}
