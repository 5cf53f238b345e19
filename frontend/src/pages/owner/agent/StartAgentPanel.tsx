import { CopyButton } from '../../../components/CopyButton';
import { agentCommand, keyFileCommand, keyFileName, SLURM_CONF_LINE } from '../../../lib/agents';
import styles from '../ClustersPage.module.css';

/**
 * How to start the agent on the cluster's login node: the exact commands, filled in with this cluster and this
 * market's address (the page's own origin).
 */
export function StartAgentPanel({ siteId }: { siteId: number }) {
  const commands = `${SLURM_CONF_LINE}\n${agentCommand(window.location.origin, siteId)}`;
  return (
    <section className="panel" aria-labelledby="start-heading" data-testid="start-agent">
      <h2 id="start-heading" className="panel-title">How to start the agent</h2>
      <ol>
        <li>
          On the cluster's login node, under the account that is to run the jobs (a dedicated one is best: the
          scripts run as it), save the key in <code>{keyFileName(siteId)}</code> and make it readable by that account
          only: <code data-testid="key-file-command">{keyFileCommand(siteId)}</code>.
        </li>
        <li>
          From a gridmarket build (its <code>target/quarkus-app</code>), start the agent with Slurm's configuration:
          <pre className={styles.command} data-testid="agent-command">{commands}</pre>
          <CopyButton text={commands} label="Copy the commands" />
        </li>
        <li>
          The badge above turns online within seconds. The agent also takes <code>--partition</code>,{' '}
          <code>--account</code>, <code>--poll-interval</code> and <code>--time-margin</code>; it needs the market to
          run at real time.
        </li>
      </ol>
      <p className="muted">
        To try it on one machine, a test cluster: <code>scripts/slurm-test-cluster.sh start DIR</code>, then{' '}
        <code>SLURM_CONF=DIR/slurm.conf</code> instead of the line above.
      </p>
    </section>
  );
}
