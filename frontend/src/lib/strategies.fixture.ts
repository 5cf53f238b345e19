import type { StrategyChoice, StrategyView } from '../api/strategies';

/** For the tests: GET /api/strategies as the service answers it (StrategyRegistry.descriptions). */
export const LEASE_CHOICES: StrategyChoice[] = [
  { name: 'CANCELLABLE', description: 'Cheapest. The owner\'s own jobs may stop it for good.' },
  { name: 'SUSPENDABLE', description: 'The owner\'s own jobs may pause it; it resumes later where it stopped.' },
  { name: 'MIGRATABLE', description: 'The owner\'s own jobs may move it; it still finishes by the deadline.' },
  { name: 'NON_PREEMPTABLE', description: 'Never disturbed: runs as planned and finishes by the deadline.' },
];

export const STRATEGIES: StrategyView[] = [
  { name: 'OFC', description: 'Optimise for cost.',
    options: [{ field: 'leaseType', description: 'The lease.', choices: LEASE_CHOICES }], waitsInQueue: false,
    collectsBids: false, choosesInHomeGrid: true, basis: 'Seed 004 §3.3: DBC, optimise for cost (OFC).' },
  { name: 'OFT', description: 'Optimise for time.',
    options: [{ field: 'leaseType', description: 'The lease.', choices: LEASE_CHOICES }], waitsInQueue: false,
    collectsBids: false, choosesInHomeGrid: true, basis: 'Seed 004 §3.3: DBC, optimise for time (OFT).' },
  { name: 'TENDER', description: 'Sites bid for the job.',
    options: [{ field: 'tardinessPenaltyMicroGdPerSecond', description: 'w.', choices: [] }], waitsInQueue: false,
    collectsBids: true, choosesInHomeGrid: false, basis: 'Seed 003 §4: a tender.' },
  { name: 'QUEUE', description: 'Waits in the federation queue.', options: [], waitsInQueue: true,
    collectsBids: false, choosesInHomeGrid: false, basis: 'Seed 002 §4: TAI2.' },
];
