import { useEffect, useState } from 'react';
import { api, ApiError, describe, type Site } from '../../../api';
import { WallTime } from '../../../components/JobParts';
import { Notice } from '../../../components/Notice';
import { agentState, heardAgo } from '../../../lib/agents';
import { formatDuration } from '../../../lib/duration';
import { useModelClock } from '../../../lib/modelClock';
import styles from '../ClustersPage.module.css';

/**
 * The two switches of a real cluster: its jobs are run by its agent (agent mode), and it takes jobs that carry a
 * script (only with the agent, and only while the market's clock runs at real time). The service's refusal is
 * shown in its own words.
 */
export function RealClusterPanel({ site, onChanged }: { site: Site; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { clock } = useModelClock();
  // The switches show what was asked at once, back to the service's state if it refuses; re-read, they follow it.
  const [agentMode, setAgentMode] = useState(site.agent != null);
  const [acceptsScripts, setAcceptsScripts] = useState(site.acceptsScripts === true);
  useEffect(() => setAgentMode(site.agent != null), [site.agent != null]);
  useEffect(() => setAcceptsScripts(site.acceptsScripts === true), [site.acceptsScripts]);

  async function change(show: (on: boolean) => void, on: boolean, action: () => Promise<unknown>) {
    setBusy(true);
    setError(undefined);
    show(on);
    try {
      await action();
    } catch (failure) {
      show(!on);
      setError(failure instanceof ApiError ? describe(failure.problem) : String(failure));
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  return (
    <section className="panel" aria-labelledby="real-heading" data-testid="real-cluster">
      <h2 id="real-heading" className="panel-title">Agent</h2>
      {site.agent && <AgentBadge agent={site.agent} />}
      {error && <Notice tone="danger"><span data-testid="switch-refused">{error}</span></Notice>}
      <label className={styles.switch}>
        <input type="checkbox" role="switch" checked={agentMode} disabled={busy}
               onChange={(event) => {
                 const on = event.target.checked;
                 change(setAgentMode, on, () => api.setAgentMode(site.id, on));
               }} />
        <span>
          <strong>Run jobs through an agent</strong>
          <small className="muted">
            Jobs placed here end when the agent says they ended, and pay for the time they really ran. While the
            agent is offline the market places no new jobs here; jobs already running go on.
          </small>
        </span>
      </label>
      <label className={styles.switch}>
        <input type="checkbox" role="switch" checked={acceptsScripts} disabled={busy || !agentMode}
               onChange={(event) => {
                 const on = event.target.checked;
                 change(setAcceptsScripts, on, () => api.setAcceptsScripts(site.id, on));
               }} />
        <span>
          <strong>Runs scripts</strong>
          <small className="muted">
            {agentMode ? 'Takes jobs that carry a shell script, and only those: the agent submits each to Slurm '
              + 'under its own account, with the processors and the time the job asks for.'
              : 'Turn on the agent first: only a cluster with an agent can run a script.'}
          </small>
        </span>
      </label>
      {clock && clock.timeScale !== 1 && (
        <p className="muted" data-testid="time-scale-note">
          This market's clock runs {clock.timeScale}× faster than real time; a real cluster runs in real time, so
          the market takes scripts only when it runs at real time (GRIDMARKET_ENGINE_TIME_SCALE=1).
        </p>
      )}
    </section>
  );
}

/** Online or offline, and when the agent was last heard from. */
function AgentBadge({ agent }: { agent: NonNullable<Site['agent']> }) {
  const [wallNow, setWallNow] = useState(Date.now());
  useEffect(() => {
    const tick = setInterval(() => setWallNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const state = agentState(agent);
  const ago = heardAgo(agent, wallNow);
  return (
    <p>
      <span className={state.online ? styles.online : styles.offline} data-testid="agent-state">{state.label}</span>
      {agent.lastHeardAt && <> Last heard <WallTime iso={agent.lastHeardAt} />{ago && <> ({ago})</>}.</>}
      {' '}<span className="muted">Offline after {formatDuration(agent.offlineAfterSeconds)} of silence.</span>
    </p>
  );
}
