import { eq } from 'drizzle-orm';
import { createTeam, type Person } from '#test/factories/team.ts';
import type { TestApp } from '#test/test-app.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { memorialPages } from './memorials.schema.ts';

export type MemorialCast = Awaited<ReturnType<typeof createTeam>> & { memorialId: string; slug: string };

/** The matrix's cast (admin, member, stranger) and a memorial page, private unless `isPublic`. */
export async function createMemorialCast(
  t: TestApp,
  options: { isPublic?: boolean } = {},
): Promise<MemorialCast> {
  const team = await createTeam(t);
  const response = await t.request('POST', '/api/memorials', {
    cookie: team.admin.cookie,
    json: { lovedOneId: team.lovedOne.id },
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  const { memorial } = (await response.json()) as { memorial: { id: string; slug: string } };
  if (options.isPublic) {
    await t.deps.db.update(memorialPages).set({ isPublic: true }).where(eq(memorialPages.id, memorial.id));
  }
  return { ...team, memorialId: memorial.id, slug: memorial.slug };
}

export async function insertLovedOne(t: TestApp, admin: Person, firstName: string, lastName: string) {
  const [row] = await t.deps.db
    .insert(lovedOnes)
    .values({ adminUserId: admin.userId, firstName, lastName })
    .returning();
  return row!;
}

export const createMemorialFor = (t: TestApp, admin: Person, lovedOneId: string) =>
  t.request('POST', '/api/memorials', { cookie: admin.cookie, json: { lovedOneId } });

export async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
