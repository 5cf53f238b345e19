import type { JobState } from './types';

/** The federation queue's views (issue 22, strategy QUEUE). */

/** A job's place in the federation queue (FederationQueueService.Place): position 1 starts next. */
export interface QueuePlace {
  jobId: number;
  state: JobState;
  /** Null once the job has left the queue (started, or ended). */
  position: number | null;
  length: number;
  /** The allocation method, e.g. "TAI2(0.05, 1.0)". */
  method: string;
}

/** One queued job as admins see it (FederationQueueService.Waiting). Times are model time. */
export interface QueuedJob {
  position: number;
  jobId: number;
  userId: number;
  /** The user's name (null only for an account that no longer exists). */
  username: string | null;
  processors: number;
  budgetMicroGd: number;
  submittedAt: string;
  deadlineAt: string | null;
}

/** The federation queue, head first (FederationQueueService.Snapshot). */
export interface FederationQueueView {
  method: string;
  length: number;
  capacity: number;
  now: string;
  jobs: QueuedJob[];
}
