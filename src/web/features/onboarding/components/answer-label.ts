import { format, parseISO } from 'date-fns';
import { DISPLAY_DATE } from '#shared/dates/display-formats.ts';
import { findCounty } from '#shared/geo/us-counties.ts';
import { findState } from '#shared/geo/us-states.ts';
import type { OnboardingQuestion } from '#shared/onboarding/questions.ts';

/** How an answer reads back in the chat: 'Rose Lane', 'Travis County, Texas', 'March 10, 2025', 'Skipped'. */
export function answerLabel(question: OnboardingQuestion, answer: unknown): string {
  if (answer === null || answer === undefined) return 'Skipped';
  if (Array.isArray(answer)) return answer.length > 0 ? answer.join(', ') : 'None of these';
  if (question.kind === 'date' && typeof answer === 'string') return format(parseISO(answer), DISPLAY_DATE);
  if (question.kind === 'name' && typeof answer === 'object') {
    const { first, last } = answer as { first?: string; last?: string };
    return `${first ?? ''} ${last ?? ''}`.trim();
  }
  if (question.kind === 'location' && typeof answer === 'object') {
    const { state, county } = answer as { state?: string; county?: string | null };
    const stateName = state ? (findState(state)?.name ?? state) : '';
    const countyName = state && county ? (findCounty(state, county)?.name ?? county) : null;
    return countyName ? `${countyName}, ${stateName}` : stateName;
  }
  return String(answer);
}
