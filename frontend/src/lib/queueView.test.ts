import { describe, expect, it } from 'vitest';
import type { QueueEntry } from '../api/types';
import { queueRows } from './queueView';

const entry = (jobId: number, plannedStart: string, change: Partial<QueueEntry> = {}): QueueEntry =>
  ({ jobId, state: 'RUNNING', processors: 1, plannedStart, plannedEnd: '2026-11-24T12:00:00Z', kind: 'federation',
    preemptedBy: null, preempted: null, ...change });

describe('queueRows', () => {
  it('orders by planned start, then id, and marks paid, local and background jobs', () => {
    const rows = queueRows([
      entry(9, '2026-11-24T11:00:00Z', { kind: 'background' }),
      entry(7, '2026-11-24T10:00:00Z', { kind: 'federation' }),
      entry(5, '2026-11-24T11:00:00Z', { kind: 'local' }),
    ]);
    expect(rows.map((row) => [row.jobId, row.kindLabel, row.link])).toEqual([
      [7, 'paid', undefined],
      [5, 'local', '/jobs/5'],
      [9, 'background', undefined],
    ]);
  });

  it("links only the owner's local jobs", () => {
    expect(queueRows([entry(3, '2026-11-24T10:00:00Z', { kind: 'local' })])[0].link).toBe('/jobs/3');
    expect(queueRows([entry(3, '2026-11-24T10:00:00Z')])[0]).toMatchObject({ kindLabel: 'paid', link: undefined });
  });

  it('says what preemption did to a paid job and by a local job', () => {
    const rows = queueRows([
      entry(17, '2026-11-24T12:00:00Z', { kind: 'federation', state: 'PREEMPTED', preemptedBy: 42 }),
      entry(42, '2026-11-24T10:00:00Z', { kind: 'local', preempted: [17] }),
      entry(43, '2026-11-24T11:00:00Z', { kind: 'local', preempted: [] }),
    ]);
    expect(rows.map((row) => [row.jobId, row.preemption])).toEqual([
      [42, 'preempted job 17'], [43, ''], [17, 'preempted by local job 42']]);
  });
});

