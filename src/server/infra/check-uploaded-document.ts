import { fileTypeFromBuffer } from 'file-type';
import {
  DOCUMENT_MIME_TYPES,
  isSuspiciousFileName,
  MAX_UPLOAD_BYTES,
  refusedExtensionOf,
  UPLOAD_MESSAGES,
  wrongTypeRefusal,
} from '#shared/validation/file-upload.ts';
import { invalidField } from './app-error.ts';

type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

const ALLOWED = new Set<string>(DOCUMENT_MIME_TYPES);
const isAllowed = (mime: string | undefined): mime is DocumentMimeType => ALLOWED.has(mime ?? '');

/**
 * A task document or a receipt must be a PDF, JPEG or PNG by its bytes (the name and the browser's type are not
 * trusted), at most 10 MB, with a harmless file name. Returns the detected content type, which also names
 * the file's extension when it is kept (fileNameForContent). A refusal names the upload's field ('file'),
 * so a form says it under the file it chose.
 */
export async function checkUploadedDocument(file: {
  name: string;
  bytes: Uint8Array;
}): Promise<DocumentMimeType> {
  if (isSuspiciousFileName(file.name)) throw invalidField('file', UPLOAD_MESSAGES.suspiciousName);
  const refused = refusedExtensionOf(file.name);
  if (refused) throw invalidField('file', UPLOAD_MESSAGES.typeNotAllowed(refused), 'UNSUPPORTED_MEDIA_TYPE');
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES)
    throw invalidField('file', UPLOAD_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
  const detected = (await fileTypeFromBuffer(file.bytes))?.mime;
  if (!isAllowed(detected))
    throw invalidField(
      'file',
      wrongTypeRefusal(file.name, detected ?? null).message,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  return detected;
}
