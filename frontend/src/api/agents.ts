/**
 * Issue 33's shapes: jobs that carry a script, and a real cluster's agent (its status and its keys).
 *
 * HAND-WRITTEN from the issue's API contract while frontend/openapi.json does not describe them yet (the service
 * side was built at the same time). Once `scripts/openapi-snapshot.sh` has refreshed the document with them, each
 * type here gives way to the generated one named in its comment (`Schemas[...]` from ./schema) and the
 * intersections in ./types drop them; the pages import these names only through ../api.
 */

/** The job body's optional script (JobViews.JobBody → `Schemas['JobBody']['script']`): UTF-8, 1..65,536 bytes. */
export interface ScriptBody {
  script?: string;
}

/** What a job view says of its script and output (JobViews.JobView → `Schemas['JobView']`). */
export interface JobScriptFacts {
  /** The job carries a script: it runs on a real cluster under Slurm (GET /api/jobs/{id}/script). */
  hasScript: boolean;
  /** The cluster's agent has uploaded the job's output (GET /api/jobs/{id}/output). */
  hasOutput: boolean;
}

/**
 * A site's agent as its owner sees it (SiteViews.AgentView → `Schemas['AgentView']`):
 * online when heard within offlineAfterSeconds; lastHeardAt is wall time, null when never heard.
 */
export interface AgentStatus {
  online: boolean;
  lastHeardAt: string | null;
  offlineAfterSeconds: number;
}

/**
 * What a site view adds (SiteViews.SiteView → `Schemas['SiteView']`): whether it runs scripts, and its agent (null
 * for a modelled site, not in agent mode). Optional here: the contract promises them in the views shown to the
 * site's owner; where a view leaves them out (another person's list), the web app does not know them.
 */
export interface SiteAgentFacts {
  acceptsScripts?: boolean;
  agent?: AgentStatus | null;
}

/**
 * One of a site's agent keys, without its secret (GET /api/sites/{id}/agent-keys; AgentKeys.Key →
 * `Answer<'listAgentKeys'>[number]`). Times are wall time.
 */
export interface AgentKey {
  id: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A key just made (POST /api/sites/{id}/agent-keys → 201; AgentKeys.NewKey): its secret `gmk_…`, shown once. */
export interface NewAgentKey {
  id: number;
  key: string;
  createdAt: string;
}

/** PUT /api/sites/{id}/agent-mode and …/accepts-scripts, request and answer (`Schemas['AgentMode']`). */
export interface Enabled {
  enabled: boolean;
}
