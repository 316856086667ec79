import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM for the person's private writing. Each value gets a fresh 12-byte IV; the stored
// form is 'v1.' + base64(iv | tag | ciphertext). The additional data binds a value to its owner
// and its field, so a row copied onto another user or into another column fails to decrypt
// instead of showing someone else's words.

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

type CipherContext = { userId: string; field: string };

const additionalData = ({ userId, field }: CipherContext) => Buffer.from(`harbor:${field}:${userId}`, 'utf8');

export function encryptText(key: Buffer, plaintext: string, context: CipherContext): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptText(key: Buffer, stored: string, context: CipherContext): string {
  if (!stored.startsWith(VERSION)) throw new Error('Unknown private text format');
  const bytes = Buffer.from(stored.slice(VERSION.length), 'base64');
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(additionalData(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** Encrypts and decrypts for one user with one key; null stays null. */
export function privateTextFor(key: Buffer, userId: string) {
  return {
    seal: (field: string, value: string) => encryptText(key, value, { userId, field }),
    sealOptional: (field: string, value: string | null) =>
      value === null ? null : encryptText(key, value, { userId, field }),
    open: (field: string, value: string) => decryptText(key, value, { userId, field }),
    openOptional: (field: string, value: string | null) =>
      value === null ? null : decryptText(key, value, { userId, field }),
  };
}

export type PrivateText = ReturnType<typeof privateTextFor>;
