import { z } from 'zod';
import { FUNNEL_WEEKS_DEFAULT, FUNNEL_WEEKS_MAX } from '#shared/analytics/weekly-funnel.ts';
import { isIsoDate } from '#shared/validation/dates.ts';

export const OPERATOR_PAGE_SIZE = 50;
const PASSCODE_BATCH_MAX = 100;

const search = z.string().trim().max(100).optional();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const isoDate = z.string().refine(isIsoDate, 'Please enter a date as YYYY-MM-DD').optional();

export const waitlistQuerySchema = z.object({ q: search, page });
export const waitlistExportQuerySchema = z.object({ q: search });
export const sendPasscodeSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1, 'Choose at least one person')
    .max(PASSCODE_BATCH_MAX, `Choose at most ${PASSCODE_BATCH_MAX} people at a time`),
});

export const funnelQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(FUNNEL_WEEKS_MAX).default(FUNNEL_WEEKS_DEFAULT),
});

export const usersQuerySchema = z.object({ q: search, page });
export const userParamSchema = z.object({ userId: z.string().min(1).max(100) });

export const securityEventsQuerySchema = z
  .object({
    type: z
      .string()
      .max(64)
      .regex(/^[a-z0-9_]+$/, 'Unknown event type')
      .optional(),
    from: isoDate,
    to: isoDate,
    page,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type SecurityEventsQuery = z.infer<typeof securityEventsQuerySchema>;

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const outboxQuerySchema = z.object({ status: z.enum(MAIL_STATUSES).optional(), page });
export const mailParamSchema = z.object({ mailId: z.uuid() });
