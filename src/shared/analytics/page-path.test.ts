import { describe, expect, it } from 'vitest';
import { clientAnalyticsEventSchema } from './analytics-events.ts';
import { pagePathPattern } from './page-path.ts';

describe('pagePathPattern', () => {
  it('replaces route parameters by their names', () => {
    expect(pagePathPattern('/memorial/jane-doe-1', { slug: 'jane-doe-1' })).toBe('/memorial/:slug');
    expect(
      pagePathPattern('/task/8c0f5a52-2f4f-4a8e-9d38-4f0f9b0d2c11', {
        taskId: '8c0f5a52-2f4f-4a8e-9d38-4f0f9b0d2c11',
      }),
    ).toBe('/task/:taskId');
  });

  it('keeps plain pages as they are and drops a query string or fragment', () => {
    expect(pagePathPattern('/dashboard', {})).toBe('/dashboard');
    expect(pagePathPattern('/auth?redirect=%2Fsettings#x', {})).toBe('/auth');
    expect(pagePathPattern('/', {})).toBe('/');
  });

  it('hides a segment that is not a route word, such as an unknown address', () => {
    expect(pagePathPattern('/people/ada@example.com', {})).toBe('/people/:segment');
    expect(pagePathPattern('/x/Jos%C3%A9', {})).toBe('/x/:segment');
  });

  it('always gives a path the event schema accepts', () => {
    for (const [pathname, params] of [
      ['/memorial/jane', { slug: 'jane' }],
      ['/odd/%E0%A4%A', {}],
      ['/a b/c', {}],
    ] as const) {
      const path = pagePathPattern(pathname, params);
      expect(clientAnalyticsEventSchema.safeParse({ name: 'page_view', path }).success).toBe(true);
    }
  });
});
