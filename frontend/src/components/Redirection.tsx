import { Link } from 'react-router-dom';
import type { Job, RedirectionView, Role, Transfer } from '../api';
import { formatPerProcessorHour } from '../lib/contracts';
import { formatDateTime } from '../lib/format';
import { gatewayLegsOf } from '../lib/gatewayLegs';
import { homeCostText, redirectionSummary } from '../lib/redirection';
import { Amount } from './Amount';
import { factsClass } from './JobParts';

/** Where a person reads a contract: admins on their contracts page, everyone else on the read-only list. */
export function contractLink(role: Role, contractId: number): string {
  return `${role === 'admin' ? '/admin/contracts' : '/contracts'}#contract-${contractId}`;
}

/**
 * The quote preview's account of a job its home grid cannot take (seed 000 §5.2): what the home gateway
 * did, message by message, and the peer grid's site with the price the user pays, or why it is rejected.
 */
export function RedirectionPanel({ redirection, siteName }: { redirection: RedirectionView;
  siteName?: (id: number) => string }) {
  const summary = redirectionSummary(redirection, formatDateTime, siteName);
  return (
    <section aria-labelledby="redirection-heading" data-testid="redirection" data-outcome={redirection.outcome}>
      <h3 id="redirection-heading">Redirection to another grid</h3>
      <p data-testid="redirection-headline">{summary.headline}</p>
      <p className="muted">
        Your grid's gateway asks the grids it has contracts with, cheapest contract first, when running the job
        at home would cost more than a contract's lowest price. Cost at home:{' '}
        <span data-testid="home-cost">{homeCostText(redirection)}</span>.
      </p>
      {summary.steps.length > 0 && (
        <ol aria-label="Negotiation between the gateways, in order" data-testid="redirection-trail">
          {summary.steps.map((step, index) => <li key={index}>{step}</li>)}
        </ol>
      )}
      <p data-testid="redirection-outcome"><strong>{summary.outcome}</strong></p>
    </section>
  );
}

/** A redirected job's grids, contract and who receives what; nothing for a job its home grid serves. */
export function RedirectionFacts({ job, siteName, role }: { job: Job; siteName: string; role: Role }) {
  if (!job.servingGrid || job.contractId == null) {
    return null;
  }
  const yours = role === 'user';
  const margin = job.priceMicroGd != null && job.sitePriceMicroGd != null ? job.priceMicroGd - job.sitePriceMicroGd
    : undefined;
  return (
    <section className="panel" aria-labelledby="redirection-heading" data-testid="job-redirection">
      <h2 id="redirection-heading" className="panel-title">Redirected to another grid</h2>
      <p>
        {yours ? 'Your' : 'The user\'s'} home grid <strong>{job.homeGrid ?? '—'}</strong> could not take this job; its gateway bought the
        processors from grid <strong>{job.servingGrid}</strong> under a contract, and {siteName} there runs it.
      </p>
      <dl className={factsClass}>
        <div><dt>Grids</dt><dd data-testid="job-grids">{job.homeGrid ?? '—'} → {job.servingGrid}</dd></div>
        <div><dt>Contract</dt><dd data-testid="job-contract">
          <Link to={contractLink(role, job.contractId)}>contract {job.contractId}</Link></dd></div>
        <div><dt>Contract price</dt><dd data-testid="job-contract-price">
          {formatPerProcessorHour(job.contractPriceMicroGdPerProcessorHour)}</dd></div>
        <div><dt>{yours ? 'You pay' : 'The user pays'} (P)</dt><dd>{job.priceMicroGd != null ? <Amount micro={job.priceMicroGd} exact /> : '—'}</dd></div>
        <div><dt>The site's owner receives</dt><dd data-testid="job-site-price">
          {job.sitePriceMicroGd != null ? <Amount micro={job.sitePriceMicroGd} exact /> : '—'}</dd></div>
        {margin !== undefined && (
          <div><dt>Gateway {job.servingGrid} keeps</dt><dd><Amount micro={margin} exact /></dd></div>
        )}
      </dl>
    </section>
  );
}

/**
 * The ledger legs of a redirected job in words, above the transfer table: held by the home gateway, paid on
 * to the serving grid's gateway under the contract, and from there to the site's owner.
 */
export function GatewayLegList({ job, transfers, siteName, role }: { job: Job; transfers: Transfer[]; siteName: string;
  role: Role }) {
  const legs = gatewayLegsOf(transfers, { homeGrid: job.homeGrid, servingGrid: job.servingGrid,
    contractId: job.contractId, siteName, payer: role === 'user' ? 'you' : undefined });
  if (legs.length === 0) {
    return null;
  }
  return (
    <>
      <p>Where the money goes, gateway by gateway:</p>
      <ol data-testid="gateway-legs">
        {legs.map((leg) => (
          <li key={leg.seq} data-code={leg.code}>
            <span data-testid="gateway-leg">{leg.text}</span> <strong><Amount gd={leg.amountGd} exact /></strong>
          </li>
        ))}
      </ol>
    </>
  );
}
