import { z } from 'zod';
import { guestProblem } from './check-guest.ts';
import { GUEST_IMPORT_MAX_CHARACTERS, GUEST_LIST_MESSAGES } from './guest-list-messages.ts';

/** The add form: a name and an e-mail, a note if they like; the same rule as a pasted line. */
export const addGuestSchema = z
  .object({
    name: z.string().trim().min(1, GUEST_LIST_MESSAGES.nameRequired),
    email: z.string().trim().min(1, GUEST_LIST_MESSAGES.emailRequired),
    note: z.string().optional(),
  })
  .superRefine((guest, ctx) => {
    // A blank field has its own message already.
    if (!guest.name.trim() || !guest.email.trim()) return;
    const problem = guestProblem(guest);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type AddGuestInput = z.input<typeof addGuestSchema>;

/** Pasted lines or a CSV file's text, read on the server so both sides count lines the same way. */
export const importGuestsSchema = z.object({
  format: z.enum(['lines', 'csv']),
  text: z
    .string()
    .max(GUEST_IMPORT_MAX_CHARACTERS, GUEST_LIST_MESSAGES.importTooLong)
    .refine((text) => text.trim() !== '', GUEST_LIST_MESSAGES.importEmpty),
});
export type ImportGuestsInput = z.input<typeof importGuestsSchema>;
