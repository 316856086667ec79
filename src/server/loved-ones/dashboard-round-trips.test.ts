import { describe, expect, it } from 'vitest';
import { useCountingTestApp } from '#test/counting-test-app.ts';
import { createTeam, insertTask } from '#test/factories/team.ts';

// The session check (one statement, decision 026), then the request's own reads: the loved one(s)
// with the user's role, and the whole summary in one statement (decision 043). Each statement is a
// round trip to the database, which on PostgreSQL is most of the request's time. The main dashboard
// checks the session inside its first statement (decision 055).
const SESSION_CHECK_AND_TWO_READS = 3;
const TWO_READS_CARRYING_THE_SESSION_CHECK = 2;

describe('the dashboards read in two round trips after the session check', () => {
  const counted = useCountingTestApp();

  it('GET /api/dashboard: the session with the loved ones, then the chosen one’s summary', async () => {
    const { member, lovedOne } = await createTeam(counted.testApp);
    await insertTask(counted.testApp, {
      lovedOneId: lovedOne.id,
      title: 'Theirs',
      assignedToUserId: member.userId,
    });
    const statements = counted.statementsSince();

    const response = await counted.testApp.request('GET', `/api/dashboard?lovedOne=${lovedOne.id}`, {
      cookie: member.cookie,
    });

    expect(response.status).toBe(200);
    const body = (await response.json()) as { summary: { openTasks: { title: string }[] } };
    expect(body.summary.openTasks.map((task) => task.title)).toEqual(['Theirs']);
    expect(statements()).toBe(TWO_READS_CARRYING_THE_SESSION_CHECK);
  });

  it('GET /api/loved-ones/:id: the loved one with the role, then its summary', async () => {
    const { admin, lovedOne } = await createTeam(counted.testApp);
    await insertTask(counted.testApp, { lovedOneId: lovedOne.id, title: 'A task' });
    const statements = counted.statementsSince();

    const response = await counted.testApp.request('GET', `/api/loved-ones/${lovedOne.id}`, {
      cookie: admin.cookie,
    });

    expect(response.status).toBe(200);
    expect(statements()).toBeLessThanOrEqual(SESSION_CHECK_AND_TWO_READS);
  });
});
