import { describe, expect, it } from 'vitest';
import {
  FIRST_VIEW_ELEMENT_ID,
  type FirstViewState,
  firstViewElement,
  readFirstViewState,
} from './first-view-state.ts';

const STATE: FirstViewState = {
  session: {
    user: {
      id: 'u1',
      email: 'ruth@example.com',
      name: 'Ruth Harrow',
      firstName: 'Ruth',
      lastName: 'Harrow',
      emailVerified: true,
      image: null,
    },
    session: { id: 's1', expiresAt: '2026-12-11T10:00:00.000Z' },
  },
  dashboard: {
    lovedOneId: null,
    timeZone: 'Europe/London',
    data: { lovedOnes: [], selectedId: null, summary: null },
  },
};

const textOf = (element: string) => element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'));

describe('the first view’s state in the page', () => {
  it('is read back as it was written', () => {
    const element = firstViewElement(STATE);
    expect(element.startsWith(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">`)).toBe(true);
    expect(readFirstViewState(textOf(element))).toEqual(STATE);
  });

  it('writes no character that could end the element or start markup, whatever a name holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029 "quoted"';
    const element = firstViewElement({
      ...STATE,
      session: { ...STATE.session, user: { ...STATE.session.user, firstName: hostile } },
    });
    const text = textOf(element);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(readFirstViewState(text)?.session.user.firstName).toBe(hostile);
  });

  it('is nothing when missing, not JSON, or not a state, so the app asks the server instead', () => {
    for (const text of [
      null,
      undefined,
      '',
      '{',
      '[]',
      '{"session":null}',
      '{"session":{"user":{},"session":{}}}',
    ])
      expect(readFirstViewState(text)).toBeNull();
    const withoutDashboard = readFirstViewState(JSON.stringify({ ...STATE, dashboard: { timeZone: 1 } }));
    expect(withoutDashboard).toEqual({ ...STATE, dashboard: null });
  });
});
