import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, type Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { rateLimits } from '../infra/infra.schema.ts';
import { REMEMBRANCE_CLIENT_RULE, REMEMBRANCE_PAGE_RULE } from './memorial-rate-limits.ts';
import { createMemorialCast, jsonOf, type MemorialCast } from './memorial-test-support.ts';
import { memorialPages, memorialRemembrances } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Counts = { candle: number; flower: number };
type Answer = { remembrances: Counts; counted: boolean };

const remember = (
  cast: MemorialCast,
  kind: string,
  options: { visitorId?: string; ip?: string; person?: Person } = {},
) =>
  t.request('POST', `/api/memorials/${cast.memorialId}/remembrances`, {
    json: { kind, visitorId: options.visitorId ?? randomUUID() },
    headers: { 'x-forwarded-for': options.ip ?? uniqueClientIp() },
    ...(options.person ? { cookie: options.person.cookie } : {}),
  });

const pageCounts = async (cast: MemorialCast, person?: Person) =>
  (
    await jsonOf<{ remembrances: Counts }>(
      await t.request('GET', `/api/memorials/by-slug/${cast.slug}`, person ? { cookie: person.cookie } : {}),
    )
  ).remembrances;

describe('lighting a candle and leaving a flower', () => {
  it('a signed-out visitor lights a candle and leaves a flower; the page counts each', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    expect(await pageCounts(cast)).toEqual({ candle: 0, flower: 0 });
    const candle = await remember(cast, 'candle');
    expect(candle.status).toBe(200);
    expect(await jsonOf<Answer>(candle)).toEqual({ remembrances: { candle: 1, flower: 0 }, counted: true });
    await remember(cast, 'candle');
    await remember(cast, 'flower');
    expect(await pageCounts(cast)).toEqual({ candle: 2, flower: 1 });
    expect(await pageCounts(cast, cast.admin)).toEqual({ candle: 2, flower: 1 });
  });

  it('counts one of each per browser a day: a second tap is answered, not counted', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const visitorId = randomUUID();
    await remember(cast, 'candle', { visitorId });
    const again = await remember(cast, 'candle', { visitorId });
    expect(again.status).toBe(200);
    expect(await jsonOf<Answer>(again)).toEqual({ remembrances: { candle: 1, flower: 0 }, counted: false });
    // The same browser may still leave a flower, and light a candle on another page.
    expect((await jsonOf<Answer>(await remember(cast, 'flower', { visitorId }))).counted).toBe(true);
    expect(await t.deps.db.select().from(memorialRemembrances)).toHaveLength(2);
  });

  it('limits each client address, then each page, in the page’s own words', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const ip = uniqueClientIp();
    for (let i = 0; i < REMEMBRANCE_CLIENT_RULE.points; i += 1)
      expect((await remember(cast, 'candle', { ip })).status).toBe(200);
    const limited = await remember(cast, 'candle', { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await errorOf(limited)).message).toBe(
      'Many candles and flowers have come from here just now. Please try again later.',
    );
    // A browser turned away has not used its one for today: it counts once the limit has passed.
    const visitorId = randomUUID();
    expect((await remember(cast, 'flower', { ip, visitorId })).status).toBe(429);
    await t.deps.db.delete(rateLimits).where(eq(rateLimits.key, `${REMEMBRANCE_CLIENT_RULE.name}:${ip}`));
    expect((await jsonOf<Answer>(await remember(cast, 'flower', { ip, visitorId }))).counted).toBe(true);

    // Other addresses go on until the page has had its hour's worth.
    await t.deps.db
      .update(rateLimits)
      .set({ points: REMEMBRANCE_PAGE_RULE.points })
      .where(eq(rateLimits.key, `${REMEMBRANCE_PAGE_RULE.name}:${cast.memorialId}`));
    expect((await remember(cast, 'candle')).status).toBe(429);
    expect(await pageCounts(cast)).toEqual({ candle: REMEMBRANCE_CLIENT_RULE.points, flower: 1 });
  });

  it('a private page takes none from strangers or signed-out visitors; its family may', async () => {
    const cast = await createMemorialCast(t);
    for (const person of [cast.stranger, undefined]) {
      const refused = await remember(cast, 'candle', person ? { person } : {});
      expect(refused.status).toBe(404);
    }
    expect((await remember(cast, 'candle', { person: cast.member })).status).toBe(200);
    expect(await t.deps.db.select().from(memorialRemembrances)).toHaveLength(1);
  });

  it('refuses what is not a candle or a flower, and a page that does not exist', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    expect((await remember(cast, 'balloon')).status).toBe(422);
    const noVisitor = await t.request('POST', `/api/memorials/${cast.memorialId}/remembrances`, {
      json: { kind: 'candle', visitorId: 'me' },
    });
    expect(noVisitor.status).toBe(422);
    const missing = await t.request('POST', `/api/memorials/${randomUUID()}/remembrances`, {
      json: { kind: 'candle', visitorId: randomUUID() },
    });
    expect(missing.status).toBe(404);
    expect(await t.deps.db.select().from(memorialRemembrances)).toHaveLength(0);
  });

  it('goes when the page goes', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await remember(cast, 'flower');
    await t.deps.db.delete(memorialPages).where(eq(memorialPages.id, cast.memorialId));
    expect(await t.deps.db.select().from(memorialRemembrances)).toHaveLength(0);
  });
});
