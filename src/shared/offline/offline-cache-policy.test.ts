import { describe, expect, it } from 'vitest';
import { offlineRouteFor } from './offline-cache-policy.ts';

const ORIGIN = 'https://harbor.example';
const route = (path: string, options: { method?: string; mode?: string; origin?: string } = {}) =>
  offlineRouteFor({
    method: options.method ?? 'GET',
    url: `${options.origin ?? ORIGIN}${path}`,
    mode: options.mode ?? 'cors',
    origin: ORIGIN,
    precached: new Set(['/index.html', '/favicon.svg', '/icons/icon-192.png']),
  });

describe('offline cache policy', () => {
  it('opens pages from the kept shell, but never downloads or API navigations', () => {
    expect(route('/dashboard', { mode: 'navigate' })).toBe('page');
    expect(route('/dashboard/abc?tab=tasks', { mode: 'navigate' })).toBe('page');
    expect(route('/api/loved-ones/abc/checklist.pdf', { mode: 'navigate' })).toBe('network');
    expect(route('/api/dashboard', { mode: 'navigate' })).toBe('network');
  });

  it('keeps the Privacy, Terms and Contact pages themselves, which are not the app', () => {
    for (const path of ['/privacy', '/terms', '/contact'])
      expect(route(path, { mode: 'navigate' })).toBe('kept-page');
    expect(route('/privacy-settings', { mode: 'navigate' })).toBe('page');
    expect(route('/privacy', { mode: 'cors' })).toBe('network');
  });

  it("keeps the checklist's reads and nothing else of the API", () => {
    for (const path of [
      '/api/dashboard?timeZone=UTC',
      '/api/tasks?lovedOneId=abc',
      '/api/tasks/t1',
      '/api/loved-ones/abc',
      '/api/loved-ones/abc/photo',
    ]) {
      expect(route(path), path).toBe('checklist');
    }
    for (const path of [
      '/api/journal/entries',
      '/api/moods',
      '/api/chat',
      '/api/tasks/t1/documents',
      '/api/account/export',
      '/api/team/abc',
      '/api/dev/mailbox',
    ]) {
      expect(route(path), path).toBe('network');
    }
  });

  it('never touches writes, sign-in or sign-out, or other origins', () => {
    expect(route('/api/tasks/t1', { method: 'PATCH' })).toBe('network');
    expect(route('/api/auth/sign-in/email', { method: 'POST' })).toBe('network');
    expect(route('/api/auth/sign-out', { method: 'POST' })).toBe('network');
    expect(route('/api/auth/get-session')).toBe('session');
    expect(route('/api/auth/list-sessions')).toBe('network');
    expect(route('/assets/app.js', { origin: 'https://cdn.example' })).toBe('network');
  });

  it('serves built and public files from the cache first', () => {
    expect(route('/assets/index-abc123.js')).toBe('static-file');
    expect(route('/favicon.svg')).toBe('static-file');
    expect(route('/icons/icon-192.png')).toBe('static-file');
    expect(route('/sw.js')).toBe('network');
    expect(route('/files/upload.png')).toBe('network');
  });
});
