import sharp from 'sharp';
import { signUpUser, type TestApp } from '#test/test-app.ts';
import { lovedOneAccess, lovedOnes } from '../../src/server/loved-ones/loved-ones.schema.ts';
import { tasks } from '../../src/server/tasks/tasks.schema.ts';

export type Person = Awaited<ReturnType<typeof signUpUser>>;

/** A small real PNG, made on the spot. */
export const makePng = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/**
 * The matrix's cast for one loved one: its admin, a support member (with access), another member
 * with access, and an unrelated signed-in user.
 */
export async function createTeam(t: TestApp) {
  const admin = await signUpUser(t, { firstName: 'Ada', lastName: 'Admin' });
  const member = await signUpUser(t, { firstName: 'Sam', lastName: 'Support' });
  const otherMember = await signUpUser(t, { firstName: 'Olive', lastName: 'Other' });
  const stranger = await signUpUser(t, { firstName: 'Sly', lastName: 'Stranger' });
  const [lovedOne] = await t.deps.db
    .insert(lovedOnes)
    .values({
      adminUserId: admin.userId,
      firstName: 'Rose',
      lastName: 'Lane',
      relationshipToUser: 'parent',
      dateOfBirth: '1940-05-01',
      dateOfDeath: '2026-10-01',
    })
    .returning();
  await t.deps.db.insert(lovedOneAccess).values([
    { lovedOneId: lovedOne!.id, userId: member.userId, grantedBy: admin.userId },
    { lovedOneId: lovedOne!.id, userId: otherMember.userId, grantedBy: admin.userId },
  ]);
  return { admin, member, otherMember, stranger, lovedOne: lovedOne! };
}

export type Team = Awaited<ReturnType<typeof createTeam>>;

const memorialPages = new WeakMap<Team, Promise<string>>();

/** The team's memorial page, made by its admin the first time a test asks for it; its id. */
export function memorialOfTeam(t: TestApp, team: Team): Promise<string> {
  const made =
    memorialPages.get(team) ??
    t
      .request('POST', '/api/memorials', {
        cookie: team.admin.cookie,
        json: { lovedOneId: team.lovedOne.id },
      })
      .then(async (response) => ((await response.json()) as { memorial: { id: string } }).memorial.id);
  memorialPages.set(team, made);
  return made;
}

export async function insertTask(
  t: TestApp,
  values: Partial<typeof tasks.$inferInsert> & { lovedOneId: string },
) {
  const [row] = await t.deps.db
    .insert(tasks)
    .values({ title: 'A task', category: 'Other', ...values })
    .returning();
  return row!;
}

export async function errorOf(response: Response) {
  return (
    (await response.json()) as {
      error: { code: string; message: string; issues?: { path: string; message: string }[] };
    }
  ).error;
}
