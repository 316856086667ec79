import { describe, expect, it } from 'vitest';
import { clientAnalyticsEventSchema } from './analytics-events.ts';
import { taskCustomCreatedEvent } from './task-created-event.ts';

const task = {
  id: '8c0f5a52-2f4f-4a8e-9d38-4f0f9b0d2c11',
  lovedOneId: '0b6f0e5e-8f7e-4f0a-9b55-1a2b3c4d5e6f',
  category: 'Legal & Financial',
  description: 'Ring the bank about Mum’s account',
  assignedToUserId: 'viewer-id',
  dueDate: '2026-12-01',
  createdAt: '2026-11-22T05:00:00.000Z',
};

describe('taskCustomCreatedEvent', () => {
  it('describes how the task was filled in, never what it says or who is named', () => {
    const event = taskCustomCreatedEvent(task, 'viewer-id');
    expect(event).toEqual({
      name: 'task_custom_created',
      task_id: task.id,
      profile_id: task.lovedOneId,
      category: 'Legal & Financial',
      has_description: true,
      assigned_to: 'self',
      due_date_set: true,
      created_at: task.createdAt,
    });
    expect(JSON.stringify(event)).not.toContain('bank');
    expect(JSON.stringify(event)).not.toContain('viewer-id');
    expect(clientAnalyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('tells unassigned and team-member tasks apart and files an unknown category as Other', () => {
    const unassigned = taskCustomCreatedEvent(
      { ...task, assignedToUserId: null, description: '  ', dueDate: null, category: 'Mum’s garden' },
      'viewer-id',
    );
    expect(unassigned).toMatchObject({
      assigned_to: 'unassigned',
      has_description: false,
      due_date_set: false,
      category: 'Other',
    });
    expect(taskCustomCreatedEvent(task, 'someone-else')).toMatchObject({ assigned_to: 'team_member' });
  });
});
