import { useState } from 'react';
import { api, ApiError, describe, type AgentKey, type NewAgentKey } from '../../../api';
import { CopyButton } from '../../../components/CopyButton';
import { WallTime } from '../../../components/JobParts';
import { LoadError, Notice } from '../../../components/Notice';
import { sortedKeys } from '../../../lib/agents';
import { useLoad } from '../../../lib/useLoad';
import styles from '../ClustersPage.module.css';

/**
 * The keys the cluster's agent signs in with: the owner's password never goes to the cluster. A new key's secret
 * is shown once, here; the service keeps only its hash. Revoking one (after confirming) locks out whoever uses it.
 */
export function AgentKeysPanel({ siteId }: { siteId: number }) {
  const keys = useLoad(() => api.agentKeys(siteId), `agent-keys-${siteId}`);
  const [created, setCreated] = useState<NewAgentKey>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiError ? describe(failure.problem) : String(failure));
    } finally {
      setBusy(false);
      keys.reload();
    }
  }

  return (
    <section className="panel" aria-labelledby="keys-heading" data-testid="agent-keys">
      <h2 id="keys-heading" className="panel-title">Agent keys</h2>
      <p className="muted">
        The agent proves it is this cluster's with a key. A key lets it do this cluster's agent work and nothing
        else: it cannot sign in, spend or see other clusters.
      </p>
      {error && <Notice tone="danger">{error}</Notice>}
      {created && (
        <div className="panel" role="region" aria-labelledby="new-key-heading" data-testid="new-key">
          <h3 id="new-key-heading">Key {created.id}: copy it now</h3>
          <Notice tone="info">
            This is the only time the key is shown: the market keeps only a fingerprint of it. Save it in a file on
            the cluster's login node (below); whoever holds it can act as this cluster's agent, so revoke it if it
            leaks.
          </Notice>
          <code className={styles.secret} data-testid="new-key-secret">{created.key}</code>
          <div className="actions">
            <CopyButton text={created.key} label="Copy the key" />
            <button type="button" className="secondary" onClick={() => setCreated(undefined)}>I have saved it</button>
          </div>
        </div>
      )}
      <p>
        <button type="button" disabled={busy}
                onClick={() => act(async () => setCreated(await api.createAgentKey(siteId)))}>
          Create a key
        </button>
      </p>
      <LoadError error={keys.error} />
      {keys.data && keys.data.length === 0 && <p className="muted">No keys yet.</p>}
      {keys.data && keys.data.length > 0 && (
        <KeyTable keys={sortedKeys(keys.data)} busy={busy}
                  onRevoke={(keyId) => act(() => api.revokeAgentKey(siteId, keyId))} />
      )}
    </section>
  );
}

function KeyTable({ keys, busy, onRevoke }: { keys: AgentKey[]; busy: boolean; onRevoke: (keyId: number) => void }) {
  const [confirming, setConfirming] = useState<number>();
  return (
    <>
      {/* Positioned, so the hidden header of the last column stays inside the scrolled box on a phone. */}
      <div className={`table-scroll ${styles.keys}`}>
        <table data-testid="agent-key-list">
          <caption className="visually-hidden">This cluster's agent keys, those in use first</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">State</th>
              <th scope="col"><span className="visually-hidden">Action</span></th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} data-key={key.id}>
                <th scope="row">Key {key.id}</th>
                <td><WallTime iso={key.createdAt} /></td>
                <td>{key.lastUsedAt ? <WallTime iso={key.lastUsedAt} /> : <span className="muted">never</span>}</td>
                <td data-testid="key-state">{key.revokedAt ? <>revoked <WallTime iso={key.revokedAt} /></> : 'in use'}</td>
                <td>
                  {!key.revokedAt && (
                    <button type="button" className="secondary" disabled={busy || confirming !== undefined}
                            onClick={() => setConfirming(key.id)} aria-label={`Revoke key ${key.id}`}>
                      Revoke…
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {confirming !== undefined && (
        <div role="alertdialog" aria-labelledby="revoke-heading" className="panel">
          <h3 id="revoke-heading">Revoke key {confirming}?</h3>
          <p>An agent using it is refused from then on, at once. This cannot be undone; you can create another key.</p>
          <div className="actions">
            <button type="button" disabled={busy}
                    onClick={() => { onRevoke(confirming); setConfirming(undefined); }}>
              Yes, revoke key {confirming}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(undefined)}>Keep it</button>
          </div>
        </div>
      )}
    </>
  );
}
