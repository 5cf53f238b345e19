import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiError, describe, type PreemptionPolicy, type Site } from '../api';
import { DEFAULT_POLICY, PREEMPTION_POLICIES } from '../lib/preemption';
import { Notice } from './Notice';

/**
 * The owner picks how a local job that cannot start now makes room (seed 001 §6): which paid, preemptable
 * jobs it pauses, moves or stops, or none (PUT /api/sites/{id}/preemption).
 */
export function PreemptionPolicyPicker({ site, onSaved }: { site: Site; onSaved: (site: Site) => void }) {
  const current = site.preemptionPolicy ?? DEFAULT_POLICY;
  const [policy, setPolicy] = useState<PreemptionPolicy>(current);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => setPolicy(current), [current]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setError(undefined);
    try {
      onSaved(await api.setPreemptionPolicy(site.id, policy));
      setSaved(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? describe(failure.problem) : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel" onSubmit={save} aria-labelledby="policy-heading" data-testid="preemption-policy">
      <h2 id="policy-heading" className="panel-title">When a local job finds no room</h2>
      <p className="muted">
        A local job that cannot start now may preempt paid jobs whose users chose a cheaper preemptable lease
        (never a non-preemptable one); the preemption overhead is yours. Current policy:{' '}
        <strong data-testid="current-policy">{current}</strong>.
      </p>
      {error && <Notice tone="danger">{error}</Notice>}
      {saved && <Notice tone="success">Preemption policy saved: local jobs follow it from now on.</Notice>}
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 0.75rem' }}>
        <legend className="visually-hidden">Preemption policy</legend>
        {PREEMPTION_POLICIES.map((option) => (
          <div key={option.policy}>
            <label>
              <input type="radio" name="preemptionPolicy" value={option.policy} checked={policy === option.policy}
                     aria-describedby={`policy-${option.policy}`} onChange={() => setPolicy(option.policy)} />{' '}
              {option.name}
            </label>
            <small id={`policy-${option.policy}`} className="muted" style={{ display: 'block', marginLeft: '1.6rem' }}>
              {option.explanation}
            </small>
          </div>
        ))}
      </fieldset>
      <button type="submit" disabled={busy || policy === current}>{busy ? 'Saving…' : 'Save policy'}</button>
    </form>
  );
}
