import type { AgentKey, AgentStatus } from '../api/types';
import { formatDuration } from './duration';

/**
 * A real cluster's agent as its owner's page shows it (issue 33): whether it is heard, its keys, and the exact
 * commands that start it on the cluster's login node.
 */

/** The file the page suggests for the key of site {@code siteId}: one file per cluster. */
export function keyFileName(siteId: number): string {
  return `gridmarket-agent-${siteId}.key`;
}

/** A word as the shell reads it: plain when it is safe as is, else in single quotes. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The command that starts the agent for site {@code siteId} against the market at {@code origin}. */
export function agentCommand(origin: string, siteId: number, keyFile = keyFileName(siteId)): string {
  return `java -jar target/quarkus-app/quarkus-run.jar agent slurm --market ${shellWord(origin)} `
    + `--site ${siteId} --key-file ${shellWord(keyFile)}`;
}

/** Where Slurm's tools find the cluster: the usual place on a login node. */
export const SLURM_CONF_LINE = 'export SLURM_CONF=/etc/slurm/slurm.conf';

/** Saving the key: readable by the agent's account only. */
export function keyFileCommand(siteId: number): string {
  return `chmod 600 ${shellWord(keyFileName(siteId))}`;
}

/** What the badge says: online, offline, or never heard from (and so offline). */
export function agentState(agent: AgentStatus): { online: boolean; label: string } {
  if (agent.online) {
    return { online: true, label: 'online' };
  }
  return { online: false, label: agent.lastHeardAt ? 'offline' : 'offline: never heard from' };
}

/** "3 s ago", "just now" (a browser clock a little behind the service's), or undefined when never heard. */
export function heardAgo(agent: AgentStatus, wallNowMs: number): string | undefined {
  if (!agent.lastHeardAt) {
    return undefined;
  }
  const seconds = Math.floor((wallNowMs - Date.parse(agent.lastHeardAt)) / 1000);
  return seconds < 1 ? 'just now' : `${formatDuration(seconds)} ago`;
}

/** The keys still in use first (newest first), then the revoked ones (most recently revoked first). */
export function sortedKeys(keys: readonly AgentKey[]): AgentKey[] {
  const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);
  return [...keys].sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null)
    || time(b.revokedAt) - time(a.revokedAt) || time(b.createdAt) - time(a.createdAt) || b.id - a.id);
}
