import { describe, expect, it } from 'vitest';
import { datesForStatus, nextStatuses } from './inventory-kinds.ts';

const none = { notifiedOn: null, inProgressOn: null, finishedOn: null };

describe('nextStatuses', () => {
  it('walks to notify → notified → in progress → one of three endings', () => {
    expect(nextStatuses('to_notify')).toEqual(['notified']);
    expect(nextStatuses('notified')).toEqual(['in_progress']);
    expect(nextStatuses('in_progress')).toEqual(['closed', 'transferred', 'claimed']);
    expect(nextStatuses('claimed')).toEqual([]);
  });
});

describe('datesForStatus', () => {
  it('dates each step when it is reached and keeps earlier dates', () => {
    const notified = datesForStatus('notified', none, '2026-11-01');
    expect(notified).toEqual({ notifiedOn: '2026-11-01', inProgressOn: null, finishedOn: null });
    const working = datesForStatus('in_progress', notified, '2026-11-05');
    expect(working).toEqual({ notifiedOn: '2026-11-01', inProgressOn: '2026-11-05', finishedOn: null });
    expect(datesForStatus('closed', working, '2026-12-01')).toEqual({
      notifiedOn: '2026-11-01',
      inProgressOn: '2026-11-05',
      finishedOn: '2026-12-01',
    });
  });

  it('dates skipped steps today and clears later steps when moving back', () => {
    expect(datesForStatus('claimed', none, '2026-11-09')).toEqual({
      notifiedOn: '2026-11-09',
      inProgressOn: '2026-11-09',
      finishedOn: '2026-11-09',
    });
    const done = { notifiedOn: '2026-11-01', inProgressOn: '2026-11-02', finishedOn: '2026-11-03' };
    expect(datesForStatus('notified', done, '2026-11-10')).toEqual({
      notifiedOn: '2026-11-01',
      inProgressOn: null,
      finishedOn: null,
    });
    expect(datesForStatus('to_notify', done, '2026-11-10')).toEqual(none);
  });
});
