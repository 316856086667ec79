import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

const ID = 'a b/ü?';

// Each link a screen builds, and the route pattern that must answer it.
const links: [string, string, string][] = [
  ['landing', paths.landing.path, paths.landing.getHref()],
  ['auth', paths.auth.path, paths.auth.getHref('/settings')],
  ['dashboard', paths.dashboard.path, paths.dashboard.getHref(ID)],
  ['lovedOne', paths.lovedOne.path, paths.lovedOne.getHref(ID, 'tasks')],
  ['task', paths.task.path, paths.task.getHref(ID)],
  ['memorialHub', paths.memorialHub.path, paths.memorialHub.getHref(ID)],
  ['obituaryWriter', paths.obituaryWriter.path, paths.obituaryWriter.getHref(ID)],
  ['legalHub', paths.legalHub.path, paths.legalHub.getHref(ID)],
  ['financialHub', paths.financialHub.path, paths.financialHub.getHref(ID)],
  ['accountsHub', paths.accountsHub.path, paths.accountsHub.getHref(ID)],
  ['supportHub', paths.supportHub.path, paths.supportHub.getHref(undefined, 'crisis')],
  ['supportHub for a loved one', paths.supportHub.lovedOnePath, paths.supportHub.getHref(ID)],
  ['acceptInvitation', paths.acceptInvitation.path, paths.acceptInvitation.getHref(ID)],
  ['join', paths.join.path, paths.join.getHref(ID)],
  ['memorial', paths.memorial.path, paths.memorial.getHref(ID)],
  ['unsubscribe', paths.unsubscribe.path, paths.unsubscribe.getHref(ID)],
  ['followConfirm', paths.followConfirm.path, paths.followConfirm.getHref(ID)],
  ['followStop', paths.followStop.path, paths.followStop.getHref(ID)],
];

describe('paths', () => {
  it.each(links)('a %s link is answered by its own route', (_name, pattern, href) => {
    const url = new URL(href, 'https://harbor.invalid');
    const match = matchPath(pattern, url.pathname);
    expect(match).not.toBeNull();
    // An id with spaces, slashes or a question mark survives the trip through the URL unchanged.
    for (const value of Object.values(match?.params ?? {})) expect(decodeURIComponent(value ?? '')).toBe(ID);
  });

  it('names every route once: no two screens share a pattern', () => {
    const patterns = Object.values(paths).flatMap((route) =>
      'lovedOnePath' in route ? [route.path, route.lovedOnePath] : [route.path],
    );
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('carries the query a screen reads', () => {
    expect(paths.auth.getHref('/task/1?x=1')).toBe('/auth?redirect=%2Ftask%2F1%3Fx%3D1');
    expect(paths.dashboard.getHref()).toBe('/dashboard');
    expect(new URL(paths.dashboard.getHref(ID), 'https://h.invalid').searchParams.get('lovedOne')).toBe(ID);
    expect(paths.lovedOne.getHref('l1', 'inventory')).toBe('/dashboard/l1?tab=inventory');
    expect(paths.supportHub.getHref('l1', 'crisis')).toBe('/hub/support/l1?tab=crisis');
  });
});
