/** TanStack Query keys of the onboarding feature, in one place so mutations invalidate the right ones. */
export const onboardingKeys = {
  status: ['onboarding', 'status'] as const,
  chat: ['onboarding', 'chat'] as const,
  answers: (lovedOneId: string) => ['onboarding', 'answers', lovedOneId] as const,
  checklist: (lovedOneId: string) => ['onboarding', 'checklist', lovedOneId] as const,
};

/** The browser's time zone: the server works out the user's own "today" for due dates. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The user's local date as YYYY-MM-DD (the latest day a date of passing may be). */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
