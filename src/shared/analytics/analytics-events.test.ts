import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema, clientAnalyticsEventSchema } from './analytics-events.ts';

const taskEvent = {
  name: 'task_custom_created',
  task_id: '8c0f5a52-2f4f-4a8e-9d38-4f0f9b0d2c11',
  profile_id: '0b6f0e5e-8f7e-4f0a-9b55-1a2b3c4d5e6f',
  category: 'Legal & Financial',
  has_description: true,
  assigned_to: 'self',
  due_date_set: false,
  created_at: '2026-11-22T05:00:00.000Z',
};

describe('clientAnalyticsEventSchema', () => {
  it.each([
    { name: 'page_view', path: '/task/:taskId' },
    { name: 'waitlist_opened' },
    { name: 'waitlist_submitted' },
    { name: 'support_progress', step: 3, total: 9 },
    { name: 'assessment_complete', source: 'chat', onboarding_path: 'recent-loss' },
    { name: 'checklist_generated', source: 'setup', task_count: 42 },
    { name: 'button_click', button: 'checklist_download' },
    taskEvent,
  ])('accepts %o', (event) => {
    expect(clientAnalyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it.each([
    ['an e-mail beside the event', { name: 'waitlist_submitted', email: 'ada@example.com' }],
    ['a name beside the event', { name: 'waitlist_opened', firstName: 'Ada' }],
    ['an answer', { name: 'support_progress', step: 1, total: 9, answer: 'My parent' }],
    ['a task title', { ...taskEvent, title: "Call Mum's bank" }],
    ['a person in assigned_to', { ...taskEvent, assigned_to: 'Ada Lovelace' }],
    ['a typed category', { ...taskEvent, category: 'Ada private notes' }],
    ['a name as the task id', { ...taskEvent, task_id: 'ada-lovelace' }],
    ['a page with a query string', { name: 'page_view', path: '/auth?email=ada@example.com' }],
    ['an e-mail in the path', { name: 'page_view', path: '/people/ada@example.com' }],
    ['a free-text button label', { name: 'button_click', button: 'Sent to Ada' }],
    ['a server-only event', { name: 'sign_up' }],
    ['an unknown event', { name: 'note_written', text: 'hello' }],
  ])('refuses %s', (_label, event) => {
    expect(clientAnalyticsEventSchema.safeParse(event).success).toBe(false);
  });

  it('refuses an empty batch, an oversized batch and extra top-level keys', () => {
    const one = { name: 'waitlist_opened' };
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: Array(21).fill(one) }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [one], user: 'ada@example.com' }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: Array(20).fill(one) }).success).toBe(true);
  });
});
