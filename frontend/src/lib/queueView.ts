import type { QueueEntry, QueueJobKind } from '../api/types';
import { queuePreemptionNote } from './preemption';

/** What each kind of queued job is, in words for the owner. */
export const QUEUE_KIND_LABEL: Record<QueueJobKind, string> = {
  federation: 'paid',
  local: 'local',
  background: 'background',
};

export interface QueueRow extends QueueEntry {
  kindLabel: string;
  /** The job page, when the viewer may open it. */
  link?: string;
  /** What preemption did to or by this job, in words ("" for nothing). */
  preemption: string;
}

/**
 * The queue as the owner reads it: ordered by planned start (then id), each job marked paid (a federation
 * user's), local (the owner's own) or background (generated load), and linked when the viewer may see it:
 * only the owner's local jobs are theirs to open.
 */
export function queueRows(entries: readonly QueueEntry[]): QueueRow[] {
  return [...entries]
    .sort((a, b) => Date.parse(a.plannedStart) - Date.parse(b.plannedStart) || a.jobId - b.jobId)
    .map((entry) => {
      const visible = entry.kind === 'local';
      return { ...entry, kindLabel: entry.kind ? QUEUE_KIND_LABEL[entry.kind] : '—',
        link: visible ? `/jobs/${entry.jobId}` : undefined, preemption: queuePreemptionNote(entry) };
    });
}
