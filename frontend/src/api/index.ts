import { getBlob, getJson, getText, postJson, putJson, query, send } from './client';
import type {
  AccountRef, AgentKey, AuditedJob, Balance, ChainCheck, CreateUser, DemoLogins, DirectoryEntry, FederationQueueView, GrantRequest, Job, JobBody,
  LocalJobBody, LoginResponse, QueuePlace,
  Enabled, JobState, Me, ModelClock, NewAgentKey, PayoutRequest, PreemptionPolicy, PriceAdvice, PriceAdviceRequest, PriceCard, RegisterSite, UtilisationPoint, PriceChange, Quote, ReconciliationReport, Revenue, Site, SiteQueueView, Statement, Transfer,
  TrialBalance, UserView,
} from './types';
import type { ContractView, CreateContract, GatewaysView } from './peering';
import type { StrategyView } from './strategies';

export { ApiError, formErrorsOf, formErrorsOfFailure, describe } from './problem';
export type { FormErrors, Problem, FieldError } from './problem';
export type * from './types';
export type * from './peering';
export type * from './strategies';

/** Every endpoint the web app calls, typed; paths as in docs/api.md's endpoint table. */
export const api = {
  demo: () => getJson<DemoLogins>('/api/demo'),
  login: (username: string, password: string) => postJson<LoginResponse>('/api/auth/login', { username, password }),
  me: () => getJson<Me>('/api/me'),

  wallet: () => getJson<Balance>('/api/wallet'),
  walletStatement: (page: number, size: number) => getJson<Statement>(`/api/wallet/statement${query({ page, size })}`),
  revenue: () => getJson<Revenue>('/api/revenue'),
  revenueStatement: (page: number, size: number) =>
    getJson<Statement>(`/api/revenue/statement${query({ page, size })}`),

  // Every site in one page (the API pages lists; 500 is its largest page, far more than a federation holds).
  sites: () => getJson<Site[]>('/api/sites?size=500'),
  site: (id: number) => getJson<Site>(`/api/sites/${id}`),
  registerSite: (site: RegisterSite) => postJson<Site>('/api/sites', site),
  withdrawSite: (id: number) => postJson<Site>(`/api/sites/${id}/withdraw`, undefined),
  utilisation: (id: number, hours: number) =>
    getJson<UtilisationPoint[]>(`/api/sites/${id}/utilisation${query({ hours })}`),
  priceHistory: (id: number) => getJson<PriceChange[]>(`/api/sites/${id}/prices${query({ size: 500 })}`),
  setPrice: (id: number, card: PriceCard) => putJson<Site>(`/api/sites/${id}/price`, card),
  priceAdvice: (id: number, request: PriceAdviceRequest) =>
    postJson<PriceAdvice>(`/api/sites/${id}/price-advice`, request),
  setPreemptionPolicy: (id: number, policy: PreemptionPolicy) =>
    putJson<Site>(`/api/sites/${id}/preemption`, { policy }),
  /** Issue 33: a real cluster behind the site (its agent), whether it runs scripts, and its agent's keys. */
  setAgentMode: (id: number, enabled: boolean) => putJson<Enabled>(`/api/sites/${id}/agent-mode`, { enabled }),
  setAcceptsScripts: (id: number, enabled: boolean) =>
    putJson<Enabled>(`/api/sites/${id}/accepts-scripts`, { enabled }),
  agentKeys: (id: number) => getJson<AgentKey[]>(`/api/sites/${id}/agent-keys`),
  createAgentKey: (id: number) => postJson<NewAgentKey>(`/api/sites/${id}/agent-keys`, undefined),
  revokeAgentKey: async (id: number, keyId: number) => {
    await send('DELETE', `/api/sites/${id}/agent-keys/${keyId}`);
  },
  directory: (order: 'cheapest' | 'fastest') =>
    getJson<DirectoryEntry[]>(`/api/directory${query({ order, size: 500 })}`),

  accountsOf: (username: string) => getJson<AccountRef[]>(`/api/audit/accounts${query({ username })}`),
  payout: (payout: PayoutRequest) => postJson<Transfer>('/api/revenue/payouts', payout),
  trialBalance: () => getJson<TrialBalance>('/api/audit/trial-balance'),
  accountStatement: (accountId: number, page: number, size: number) =>
    getJson<Statement>(`/api/audit/accounts/${accountId}/statement${query({ page, size })}`),
  verifyChain: () => getJson<ChainCheck>('/api/audit/verify-chain'),
  jobTransfers: (job: string) => getJson<Transfer[]>(`/api/audit/transfers${query({ job })}`),
  exportCsv: () => getBlob('/api/audit/export.csv', 'text/csv'),

  clock: () => getJson<ModelClock>('/api/engine/clock'),
  strategies: () => getJson<StrategyView[]>('/api/strategies'),
  quote: (job: JobBody) => postJson<Quote>('/api/quotes', job),
  /** 201 accepted or 200 replay; a rejected job is an ApiError of type /problems/job-rejected. */
  submitJob: async (job: JobBody, idempotencyKey: string) =>
    (await (await send('POST', '/api/jobs', job, 'application/json', { 'Idempotency-Key': idempotencyKey })).json()) as Job,
  jobs: (page = 0, size = 20) => getJson<Job[]>(`/api/jobs${query({ page, size })}`),
  /** A page of the caller's jobs, newest first, of the given states (all when empty); total from X-Total-Count. */
  jobsPage: async (page: number, size: number, states: readonly JobState[] = []) => {
    const response = await send('GET', `/api/jobs${query({ page, size, state: states.join(',') })}`);
    const total = response.headers.get('X-Total-Count');
    return { jobs: (await response.json()) as Job[], total: total === null ? undefined : Number(total) };
  },
  job: (id: number) => getJson<Job>(`/api/jobs/${id}`),
  /** Issue 33: a job's script and the output its cluster uploaded, as text (404 while there is none). */
  jobScript: (id: number) => getText(`/api/jobs/${id}/script`),
  jobOutput: (id: number) => getText(`/api/jobs/${id}/output`),
  /** Admins: every job, newest first, with its user's name; total from X-Total-Count. */
  auditedJobs: async (page: number, size: number) => {
    const response = await send('GET', `/api/audit/jobs${query({ page, size })}`);
    const total = response.headers.get('X-Total-Count');
    return { jobs: (await response.json()) as AuditedJob[], total: total === null ? undefined : Number(total) };
  },
  cancelJob: (id: number) => postJson<Job>(`/api/jobs/${id}/cancel`, undefined),
  /** Where a QUEUE job waits in the federation queue (position null once it has left it). */
  queuePlace: (id: number) => getJson<QueuePlace>(`/api/jobs/${id}/queue-place`),
  federationQueue: (limit = 100) => getJson<FederationQueueView>(`/api/admin/federation-queue${query({ limit })}`),
  siteQueue: (siteId: number) => getJson<SiteQueueView>(`/api/sites/${siteId}/queue`),
  submitLocalJob: (siteId: number, job: LocalJobBody) => postJson<Job>(`/api/sites/${siteId}/local-jobs`, job),
  reconciliation: () => getJson<ReconciliationReport>('/api/audit/reconciliation'),
  jobTrail: (id: number) => getJson<Job>(`/api/audit/jobs/${id}/trail`),

  users: () => getJson<UserView[]>('/api/admin/users'),
  createUser: (user: CreateUser) => postJson<UserView>('/api/admin/users', user),
  grant: (grant: GrantRequest) => postJson<Transfer>('/api/admin/grants', grant),

  /** Peering between grids (issue 23): contracts newest first; creating and ending them is the admin's. */
  contracts: () => getJson<ContractView[]>('/api/contracts'),
  createContract: (contract: CreateContract) => postJson<ContractView>('/api/admin/contracts', contract),
  endContract: (id: number) => postJson<ContractView>(`/api/admin/contracts/${id}/end`, undefined),
  gateways: () => getJson<GatewaysView>('/api/admin/gateways'),
};
