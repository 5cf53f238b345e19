import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, ApiError, describe, formErrorsOfFailure, type FormErrors, type Site } from '../../api';
import { useSession } from '../../auth/AuthContext';
import { Field } from '../../components/Field';
import { WallTime } from '../../components/JobParts';
import { LoadError, Notice } from '../../components/Notice';
import { PriceCardView } from '../../components/PriceCardView';
import { Term } from '../../components/Term';
import { agentState } from '../../lib/agents';
import { formatInteger } from '../../lib/format';
import { EMPTY_SITE_FORM, registrationOf, SITE_FIELDS, type SiteField, type SiteForm } from '../../lib/siteForm';
import { forgetSiteNames } from '../../lib/siteNames';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './ClustersPage.module.css';

/**
 * The owner's clusters with their price cards (and a real cluster's agent), each linking to its price editor, its
 * real cluster's page and its queue; a form to register another; withdrawing one (after confirming) takes it out of
 * the market for new jobs.
 */
export function ClustersPage() {
  usePageTitle('My clusters');
  const { username } = useSession();
  const sites = useLoad(api.sites, 'sites');
  const mine = sites.data?.filter((site) => site.owner === username) ?? [];
  const reload = () => {
    forgetSiteNames();
    sites.reload();
  };
  return (
    <>
      <h1>My clusters</h1>
      <LoadError error={sites.error} />
      {sites.data && mine.length === 0 && <p>You have no clusters registered yet.</p>}
      <ul className={styles.grid}>
        {mine.map((site) => <ClusterCard key={site.id} site={site} onChanged={reload} />)}
      </ul>
      <RegisterForm onRegistered={reload} />
    </>
  );
}

function ClusterCard({ site, onChanged }: { site: Site; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const withdrawn = Boolean(site.withdrawnAt);

  async function withdraw() {
    setBusy(true);
    setError(undefined);
    try {
      await api.withdrawSite(site.id);
      setConfirming(false);
      onChanged();
    } catch (failure) {
      // The cluster is listed, so a 404 or 405 means the service has no withdraw endpoint.
      setError(failure instanceof ApiError && (failure.status === 404 || failure.status === 405)
        ? 'This service cannot withdraw clusters yet.'
        : failure instanceof ApiError ? describe(failure.problem) : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={withdrawn ? `${styles.card} ${styles.withdrawn}` : styles.card} aria-labelledby={`site-${site.id}`}
        data-site={site.name}>
      <h2 id={`site-${site.id}`}>{site.name}{withdrawn && <span className={styles.badge}>withdrawn</span>}</h2>
      <p className="muted">
        grid {site.gridName} · {formatInteger(site.processors)} processors × {formatInteger(site.mipsPerProcessor)}{' '}
        <Term name="MIPS" /> · {site.bandwidthGbps} Gb/s
      </p>
      {withdrawn
        ? <p data-testid="withdrawn">Withdrawn <WallTime iso={site.withdrawnAt} />: takes no new jobs; its history stays.</p>
        : <PriceCardView price={site.price} />}
      {site.agent && !withdrawn && (
        <p data-testid="agent-summary">
          Agent <span className={agentState(site.agent).online ? styles.online : styles.offline}>
            {agentState(site.agent).label}</span>{site.acceptsScripts && <> · runs scripts</>}
        </p>
      )}
      {error && <Notice tone="danger">{error}</Notice>}
      {confirming && (
        <div role="alertdialog" aria-labelledby={`withdraw-${site.id}`} className="panel">
          <h3 id={`withdraw-${site.id}`}>Withdraw {site.name}?</h3>
          <p>
            It leaves the directory and takes no new jobs. Jobs already running or reserved on it finish and are
            paid as agreed; its history and revenue stay. This cannot be undone from the web app.
          </p>
          <div className="actions">
            <button type="button" onClick={withdraw} disabled={busy}>{busy ? 'Withdrawing…' : `Yes, withdraw ${site.name}`}</button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)} disabled={busy}>Keep it</button>
          </div>
        </div>
      )}
      <div className="actions">
        {!withdrawn && (
          <Link className="button" to={`/owner/clusters/${site.id}`} aria-label={`Edit the price of ${site.name}`}>
            Edit price
          </Link>
        )}
        {!withdrawn && (
          <Link className="button" to={`/owner/clusters/${site.id}/agent`}
                aria-label={`Real cluster and agent of ${site.name}`}>
            Real cluster
          </Link>
        )}
        <Link className="button" to={`/owner/clusters/${site.id}/queue`}
              aria-label={`Queue, utilisation and earnings of ${site.name}`}>
          Queue
        </Link>
        {!withdrawn && !confirming && (
          <button type="button" className="secondary" onClick={() => setConfirming(true)}
                  aria-label={`Withdraw ${site.name}`}>
            Withdraw…
          </button>
        )}
      </div>
    </li>
  );
}

const LABELS: Record<SiteField, { label: string; hint?: string; inputMode?: 'numeric' | 'decimal' }> = {
  name: { label: 'Name', hint: 'As users see it in the directory.' },
  processors: { label: 'Processors', inputMode: 'numeric' },
  mipsPerProcessor: { label: 'MIPS per processor', hint: 'Million instructions per second of one processor.', inputMode: 'numeric' },
  bandwidthGbps: { label: 'Bandwidth (Gb/s)', inputMode: 'decimal' },
  gridName: { label: 'Grid', hint: 'Your institution\'s grid, e.g. lab.' },
  'price.priceMicroGdPerProcessorHour': { label: 'Price per processor-hour (G$, optional)',
    hint: 'Without a price the cluster is registered but not in the directory.', inputMode: 'decimal' },
};

function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [form, setForm] = useState<SiteForm>(EMPTY_SITE_FORM);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [registered, setRegistered] = useState<Site>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRegistered(undefined);
    const { site, errors: fields } = registrationOf(form);
    setErrors({ fields });
    if (!site) {
      return;
    }
    setBusy(true);
    try {
      setRegistered(await api.registerSite(site));
      setForm(EMPTY_SITE_FORM);
      onRegistered();
    } catch (failure) {
      setErrors(formErrorsOfFailure(failure, SITE_FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={`panel ${styles.register}`} onSubmit={submit} noValidate aria-labelledby="register-heading">
      <h2 id="register-heading" className="panel-title">Register a cluster</h2>
      {errors.general && <Notice tone="danger">{errors.general}</Notice>}
      {registered && <Notice tone="success">Registered {registered.name}.</Notice>}
      <div className="form-row">
        {SITE_FIELDS.map((field) => (
          <Field key={field} name={field} label={LABELS[field].label} hint={LABELS[field].hint}
                 inputMode={LABELS[field].inputMode} value={form[field]} error={errors.fields[field]}
                 onChange={(event) => setForm({ ...form, [field]: event.target.value })} />
        ))}
      </div>
      <button type="submit" disabled={busy}>{busy ? 'Registering…' : 'Register cluster'}</button>
    </form>
  );
}
