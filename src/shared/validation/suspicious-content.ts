/** The spec's scan for markup and script smuggled into names and free text. */
const NAME_SUSPICIOUS = [
  /<\s*script/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /\bon[a-z]+\s*=/i,
  /\beval\s*\(/i,
  /\bexpression\s*\(/i,
];

// Narrower than the name scan: people write "his expression (so calm)", "eval (as we called him)" or
// "he taught me JavaScript: patience first" in tributes and journals. Handlers count only inside a tag,
// calls only when written as code, a script address only when written as one (no space after the colon).
const FREE_TEXT_DANGEROUS = [
  /<\s*\/?\s*(script|iframe|object|embed|link|meta)\b/i,
  /javascript:\S/i,
  /vbscript:\S/i,
  /<[^>]*\bon[a-z]+\s*=/i,
  /\beval\(/i,
  /\bexpression\(/i,
  /data\s*:\s*text\/html/i,
];

export const hasSuspiciousNameContent = (value: string) =>
  NAME_SUSPICIOUS.some((pattern) => pattern.test(value));

export const hasDangerousFreeTextContent = (value: string) =>
  FREE_TEXT_DANGEROUS.some((pattern) => pattern.test(value));
