/**
 * The faces a document or image falls back on for letters its own typeface lacks, in the order they
 * are looked in: Inter holds Greek and Cyrillic where a serif face may not; Noto Sans SC holds Chinese
 * and the kana of Japanese; Noto Sans KR holds Hangul; then Arabic and Hebrew. Decision 075.
 */
export const OTHER_SCRIPT_FACES = [
  { package: 'inter', weight: 400 },
  { package: 'noto-sans-sc', weight: 400 },
  { package: 'noto-sans-kr', weight: 400 },
  { package: 'noto-sans-arabic', weight: 400 },
  { package: 'noto-sans-hebrew', weight: 400 },
] as const;
