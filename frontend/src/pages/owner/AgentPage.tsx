import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { useSession } from '../../auth/AuthContext';
import { LoadError, Notice } from '../../components/Notice';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';
import { AgentKeysPanel } from './agent/AgentKeysPanel';
import { RealClusterPanel } from './agent/RealClusterPanel';
import { StartAgentPanel } from './agent/StartAgentPanel';

/** How often the page reads the cluster again, so the agent's badge follows its heartbeats. */
const STATUS_POLL_MS = 5000;

/**
 * A cluster's real side (issue 33), for its owner: whether an agent on the cluster runs its jobs and whether it
 * takes jobs that carry a script, the agent's online badge, its keys, and the commands that start it.
 */
export function AgentPage() {
  const siteId = Number(useParams().siteId);
  const { username } = useSession();
  const site = useLoad(() => api.site(siteId), `site-${siteId}`);
  usePageTitle(site.data ? `Real cluster: ${site.data.name}` : 'Real cluster');
  const reload = site.reload;
  useEffect(() => {
    const timer = setInterval(reload, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const data = site.data;
  return (
    <>
      <p><Link to="/owner/clusters">← My clusters</Link></p>
      <LoadError error={site.error} />
      {data && (
        <>
          <h1>Real cluster: {data.name}</h1>
          {data.owner !== username ? (
            <Notice tone="danger">{data.name} belongs to {data.owner}; only its owner may connect it.</Notice>
          ) : data.withdrawnAt ? (
            <Notice tone="info">{data.name} is withdrawn: it takes no new jobs.</Notice>
          ) : (
            <>
              <p className="muted">
                A cluster in the market is a model until you connect it: then a small program, the agent, runs on
                the cluster's login node, takes the jobs the market places here, submits them to Slurm and reports
                how they really ran; users pay for the time they really ran.
              </p>
              <RealClusterPanel site={data} onChanged={reload} />
              <AgentKeysPanel siteId={data.id} />
              <StartAgentPanel siteId={data.id} />
            </>
          )}
        </>
      )}
    </>
  );
}
