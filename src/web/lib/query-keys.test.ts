import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys, TASK_VIEW_KEYS } from './query-keys.ts';

type Resource = Record<string, unknown> & { all?: readonly unknown[] };

/** Every key a resource can make, with sample arguments for the factories. */
function keysOf(resource: Resource): (readonly unknown[])[] {
  return Object.values(resource).map((entry) =>
    typeof entry === 'function'
      ? (entry as (...args: unknown[]) => readonly unknown[])('x', 'y', 'z')
      : (entry as readonly unknown[]),
  );
}

const isPrefix = (prefix: readonly unknown[], key: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

function cachedClient(keys: (readonly unknown[])[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

const isStale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated === true;

describe('queryKeys', () => {
  it.each(Object.entries(queryKeys))("every %s key starts with the resource's `all`", (_name, resource) => {
    const { all } = resource as Resource;
    if (!all) return;
    for (const key of keysOf(resource as Resource)) expect(isPrefix(all, key)).toBe(true);
  });

  it('gives every read its own key, so one refresh never reaches another resource by accident', () => {
    const keys = Object.values(queryKeys).flatMap((resource) =>
      keysOf(resource as Resource).map((key) => JSON.stringify(key)),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a tick refreshes the dashboard, the loved one, the task lists and each task, and nothing else', async () => {
    const taskViews = [
      queryKeys.dashboard.detail(null),
      queryKeys.dashboard.detail('l1'),
      queryKeys.lovedOnes.detail('l1'),
      queryKeys.tasks.list('l1'),
      queryKeys.task.detail('t1'),
      queryKeys.task.documents('t1'),
    ];
    const others = [queryKeys.inventory.items('l1'), queryKeys.team.detail('l1'), queryKeys.session.all];
    const client = cachedClient([...taskViews, ...others]);

    await Promise.all(TASK_VIEW_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));

    for (const key of taskViews) expect(isStale(client, key)).toBe(true);
    for (const key of others) expect(isStale(client, key)).toBe(false);
  });

  it("refreshing one loved one's memorial summaries leaves the memorial pages alone", async () => {
    const client = cachedClient([queryKeys.memorials.summary('l1'), queryKeys.memorials.page('slug')]);
    await client.invalidateQueries({ queryKey: queryKeys.memorials.summaries });
    expect(isStale(client, queryKeys.memorials.summary('l1'))).toBe(true);
    expect(isStale(client, queryKeys.memorials.page('slug'))).toBe(false);
  });
});
