/**
 * Issue 33's shapes: a real cluster's agent as its owner sees it, and its keys (generated from the service's
 * OpenAPI document, ./schema). A job's `script` (JobBody), `hasScript`/`hasOutput` (JobView) and a site's
 * `acceptsScripts` (SiteView) come with those types in ./types.
 */
import type { Answer, Nullable, Schemas } from './schema';

/** A site's agent (SiteViews.AgentView): online when heard within offlineAfterSeconds; lastHeardAt is wall time. */
export type AgentStatus = Nullable<Schemas['AgentView'], 'lastHeardAt'>;

/** One of a site's agent keys, without its secret (GET /api/sites/{id}/agent-keys); times are wall time. */
export type AgentKey = Nullable<Answer<'listAgentKeys'>[number], 'lastUsedAt' | 'revokedAt'>;

/** A key just made (POST /api/sites/{id}/agent-keys → 201): its secret `gmk_…`, shown once. */
export type NewAgentKey = Schemas['NewKey'];

/** PUT /api/sites/{id}/agent-mode and …/accepts-scripts, request and answer. */
export type Enabled = Schemas['AgentMode'];
