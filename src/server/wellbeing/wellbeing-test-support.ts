import { signUpUser, type TestApp } from '../../../test/test-app.ts';
import type { ChatStreamEvent } from '../../shared/wellbeing/chat-texts.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';

/**
 * The owner, a stranger, and the admin of a loved one the owner belongs to as a team member —
 * the person most likely to be trusted with everything else, and still not with this.
 */
export async function ownerStrangerAndAdmin(t: TestApp) {
  const owner = await signUpUser(t);
  const stranger = await signUpUser(t);
  const admin = await signUpUser(t);
  const [lovedOne] = await t.deps.db
    .insert(lovedOnes)
    .values({ adminUserId: admin.userId, firstName: 'Margaret' })
    .returning();
  await t.deps.db
    .insert(lovedOneAccess)
    .values({ lovedOneId: lovedOne!.id, userId: owner.userId, grantedBy: admin.userId });
  return { owner, stranger, admin };
}

/** Reads a whole Server-Sent Events response into its events, in order. */
export async function readChatStream(response: Response): Promise<ChatStreamEvent[]> {
  const text = await response.text();
  return text
    .split(/\n\n/)
    .map((block) => {
      const event = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      return event && data ? ({ event, data: JSON.parse(data) } as ChatStreamEvent) : null;
    })
    .filter((event): event is ChatStreamEvent => event !== null);
}

export const replyText = (events: readonly ChatStreamEvent[]) =>
  events.map((event) => (event.event === 'delta' ? event.data.text : '')).join('');
