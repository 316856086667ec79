import { z } from 'zod';
import { isTimeZone } from '../dates/time-zones.ts';
import { TRIBUTE_HONEYPOT_FIELD } from '../memorials/memorial-messages.ts';
import { normaliseEmail } from '../validation/email-address.ts';
import { checkFollow } from './check-follow.ts';

/** Where a follower's morning is when their browser did not say: anniversary notes still come by day. */
const FALLBACK_TIME_ZONE = 'America/New_York';

/** A visitor's request to follow a page, checked by checkFollow, the e-mail lower-cased. */
export const followRequestSchema = z
  .object({
    email: z.string().max(5000),
    updates: z.boolean(),
    anniversaries: z.boolean(),
    /** The browser's zone, so an anniversary note arrives in the follower's morning. */
    timeZone: z.string().max(100).optional(),
    [TRIBUTE_HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .superRefine((draft, ctx) => {
    for (const [field, message] of Object.entries(checkFollow(draft)))
      ctx.addIssue({ code: 'custom', path: [field === 'choice' ? 'updates' : field], message });
  })
  .transform((draft) => ({
    email: normaliseEmail(draft.email),
    updates: draft.updates,
    anniversaries: draft.anniversaries,
    timeZone: draft.timeZone && isTimeZone(draft.timeZone) ? draft.timeZone : FALLBACK_TIME_ZONE,
    [TRIBUTE_HONEYPOT_FIELD]: draft[TRIBUTE_HONEYPOT_FIELD],
  }));
export type FollowRequestInput = z.input<typeof followRequestSchema>;
