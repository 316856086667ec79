/** The spec's scan for markup and script smuggled into names and free text. */
const NAME_SUSPICIOUS = [
  /<\s*script/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /\bon[a-z]+\s*=/i,
  /\beval\s*\(/i,
  /\bexpression\s*\(/i,
];

const FREE_TEXT_DANGEROUS = [
  /<\s*\/?\s*(script|iframe|object|embed|link|meta)\b/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /\bon[a-z]+\s*=/i,
  /\beval\s*\(/i,
  /\bexpression\s*\(/i,
  /data\s*:\s*text\/html/i,
];

export const hasSuspiciousNameContent = (value: string) =>
  NAME_SUSPICIOUS.some((pattern) => pattern.test(value));

export const hasDangerousFreeTextContent = (value: string) =>
  FREE_TEXT_DANGEROUS.some((pattern) => pattern.test(value));
