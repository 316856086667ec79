import { fileTypeFromBuffer } from 'file-type';
import { extensionsFor } from '#shared/files/file-names.ts';
import {
  DOCUMENT_MIME_TYPES,
  isSuspiciousFileName,
  MAX_UPLOAD_BYTES,
  refusedExtensionOf,
  UPLOAD_MESSAGES,
} from '#shared/validation/file-upload.ts';
import { invalidField } from './app-error.ts';

type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

const ALLOWED = new Set<string>(DOCUMENT_MIME_TYPES);
const ALLOWED_EXTENSIONS = new Set(DOCUMENT_MIME_TYPES.flatMap(extensionsFor));
const isAllowed = (mime: string | undefined): mime is DocumentMimeType => ALLOWED.has(mime ?? '');

/** What a file is by its name's extension, only to word the refusal ('File type .docx is not allowed'). */
const extensionOf = (name: string) => /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase();

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
  if (!isAllowed(detected)) {
    // Said as the person knows the file, by its name: 'File type .docx', not 'application/zip'; and a
    // file named as an allowed type whose bytes are not one is damaged, not of a refused type.
    const ext = extensionOf(file.name);
    if (ext && ALLOWED_EXTENSIONS.has(`.${ext}`))
      throw invalidField('file', UPLOAD_MESSAGES.unreadable, 'UNSUPPORTED_MEDIA_TYPE');
    const described = ext ? `.${ext}` : (detected ?? 'unknown');
    throw invalidField('file', UPLOAD_MESSAGES.typeNotAllowed(described), 'UNSUPPORTED_MEDIA_TYPE');
  }
  return detected;
}
