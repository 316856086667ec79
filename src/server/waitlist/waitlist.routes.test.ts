import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { waitlist } from './waitlist.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const valid = { firstName: ' Ada ', lastName: ' Lovelace ', email: ' Ada@Example.COM ', interestReason: '' };

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('POST /api/waitlist', () => {
  it('stores a trimmed, lower-cased entry with a null reason and queues a confirmation mail', async () => {
    const response = await t.request('POST', '/api/waitlist', { json: valid });
    expect(response.status).toBe(201);
    const rows = await t.deps.db.select().from(waitlist);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      interestReason: null,
      referralSource: null,
    });
    const mails = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ada@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('waitlist');
  });

  it('keeps a reason exactly as typed', async () => {
    await t.request('POST', '/api/waitlist', { json: { ...valid, interestReason: "Mum's estate <3" } });
    const [row] = await t.deps.db.select().from(waitlist);
    expect(row!.interestReason).toBe("Mum's estate <3");
  });

  it.each([
    [{ ...valid, firstName: '  ' }, 'First name is required'],
    [{ ...valid, firstName: undefined }, 'First name is required'],
    [{ ...valid, lastName: '' }, 'Last name is required'],
    [{ ...valid, email: '' }, 'Email is required'],
    [{ ...valid, email: undefined }, 'Email is required'],
    [{ ...valid, email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ ...valid, email: 'a b@example.com' }, 'Please enter a valid email address'],
  ])('refuses %o with "%s"', async (body, message) => {
    const response = await t.request('POST', '/api/waitlist', { json: body });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(message);
    const [{ value }] = (await t.deps.db.select({ value: count() }).from(waitlist)) as [{ value: number }];
    expect(value).toBe(0);
  });

  it('treats a second sign-up with the same e-mail in another case as success without a second row or mail', async () => {
    await t.request('POST', '/api/waitlist', { json: valid });
    const again = await t.request('POST', '/api/waitlist', { json: { ...valid, email: 'ADA@example.com' } });
    expect(again.status).toBe(201);
    expect(await t.deps.db.select().from(waitlist)).toHaveLength(1);
    expect(await t.deps.db.select().from(mailOutbox)).toHaveLength(1);
  });
});
