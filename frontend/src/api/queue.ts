/** The federation queue's views (issue 22, strategy QUEUE). */
import type { Answer, Narrowed, Nullable } from './schema';
import type { JobState } from './types';

/** A job's place in the federation queue (FederationQueueService.Place): position 1 starts next, null once left. */
export type QueuePlace = Narrowed<Nullable<Answer<'getQueuePlace'>, 'position'>, { state: JobState }>;

/** One queued job as admins see it (FederationQueueService.Waiting). Times are model time. */
export type QueuedJob = Nullable<Answer<'getFederationQueue'>['jobs'][number], 'username' | 'deadlineAt'>;

/** The federation queue, head first (FederationQueueService.Snapshot). */
export type FederationQueueView = Omit<Answer<'getFederationQueue'>, 'jobs'> & { jobs: QueuedJob[] };
