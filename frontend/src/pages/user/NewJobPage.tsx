import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { api, ApiError, describe, formErrorsOfFailure, type FormErrors, type Quote } from '../../api';
import { Field, SelectField } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { Amount } from '../../components/Amount';
import { BidTable } from '../../components/Bids';
import { LeaseTypePicker } from '../../components/LeaseTypePicker';
import { Term } from '../../components/Term';
import { isTenderQuote, tenderPreviewOf } from '../../lib/bids';
import { formatDateTime, timeZoneName } from '../../lib/format';
import { fundsCheck, plainRejection } from '../../lib/funds';
import { newIdempotencyKey } from '../../lib/idempotency';
import { attemptFor, keepAfterFailure, type Attempt } from '../../lib/submission';
import {
  EMPTY_JOB_FORM, formatDateTimeInput, JOB_FIELD_ALIASES, JOB_FORM_FIELDS, jobBodyOf, latenessPerHour, parseDateTimeInput,
  STRATEGIES, switchSizeUnit, type DeadlineMode, type JobForm, type SizeUnit,
} from '../../lib/jobForm';
import type { LeaseOption, Strategy } from '../../api/types';
import { useModelClock } from '../../lib/modelClock';
import { quotePreviewOf } from '../../lib/quoteView';
import { redirectedVerdict } from '../../lib/redirection';
import { RedirectionPanel } from '../../components/Redirection';
import { nameOf, useSiteNames } from '../../lib/siteNames';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './NewJobPage.module.css';

const QUOTE_DELAY_MS = 400;

/** A user describes a job, sees live what DBC would do with it, and submits it. */
export function NewJobPage() {
  usePageTitle('New job');
  const navigate = useNavigate();
  const { clock, now } = useModelClock();
  const nowRef = useRef<number>(undefined);
  nowRef.current = now;
  const [form, setForm] = useState<JobForm>(EMPTY_JOB_FORM);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [rejected, setRejected] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sizeNotice, setSizeNotice] = useState<string>();
  /** The preview's verdict on the wallet: false while the chosen price exceeds the available G$. */
  const [funds, setFunds] = useState<{ enough: boolean; priceMicroGd: number; availableMicroGd: number }>();
  const attempt = useRef<Attempt>(undefined);
  /** Where a tender's bid table goes: below the form and the preview, where its columns have room. */
  const [bidsSlot, setBidsSlot] = useState<HTMLElement | null>(null);
  /** The latest quote's lease types side by side (issue 21). */
  const [leaseOptions, setLeaseOptions] = useState<LeaseOption[] | null>();
  const formKey = JSON.stringify(form);

  const update = (change: Partial<JobForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setRejected(undefined);
    if ('size' in change || 'processors' in change) {
      setSizeNotice(undefined);
    }
  };

  // Switching the unit converts the number at the reference speed, or clears it and says why.
  function chooseSizeUnit(unit: SizeUnit) {
    const { form: switched, notice } = switchSizeUnit(form, unit);
    setForm(switched);
    setRejected(undefined);
    setSizeNotice(notice);
  }

  // Model time runs fast: switching to a date-time proposes two model hours from now, unless the one
  // already there is still ahead of the model clock.
  function chooseDeadlineMode(deadlineMode: DeadlineMode) {
    const modelNow = nowRef.current;
    const at = form.deadlineAt === '' ? Number.NaN : new Date(form.deadlineAt).getTime();
    const stale = modelNow !== undefined && !(at > modelNow + 60_000);
    update(deadlineMode === 'at' && stale ? { deadlineMode, deadlineAt: formatDateTimeInput(modelNow + 2 * 3600_000) }
      : { deadlineMode });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRejected(undefined);
    const current = attemptFor(attempt.current, formKey, () => {
      const { body, errors: fields } = jobBodyOf(form, nowRef.current);
      setErrors({ fields });
      return body;
    }, newIdempotencyKey);
    attempt.current = current;
    if (!current) {
      return;
    }
    setBusy(true);
    try {
      const job = await api.submitJob(current.body, current.key);
      attempt.current = undefined;
      navigate(`/jobs/${job.id}`, { state: { submitted: true } });
    } catch (failure) {
      if (failure instanceof ApiError && failure.problem.type === '/problems/job-rejected') {
        attempt.current = undefined;
        setErrors({ fields: {} });
        setRejected(plainRejection(describe(failure.problem), funds?.priceMicroGd, funds?.availableMicroGd));
      } else {
        if (!(failure instanceof ApiError) || !keepAfterFailure(failure.status)) {
          attempt.current = undefined;
        }
        const sorted = formErrorsOfFailure(failure, JOB_FORM_FIELDS, JOB_FIELD_ALIASES);
        setErrors(attempt.current
          ? { ...sorted, general: `${sorted.general ?? 'The submission failed.'} Submitting again is safe: it cannot create a second job.` }
          : sorted);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1>New job</h1>
      <p className="muted">
        Describe the job; the preview shows, as you type, the clusters the <Term name="DBC" /> broker (your
        cluster's <Term name="GFA" />) would try and the one it would choose, or for a tender every cluster's
        bid. Times are model time
        {clock && <> (the engine runs {clock.timeScale}× faster than the wall clock; model time now{' '}
          <strong data-testid="model-now">{now !== undefined ? formatDateTime(new Date(now).toISOString()) : ''}</strong>)</>}.
      </p>
      <div className={styles.layout}>
        <form className="panel" onSubmit={submit} noValidate aria-label="New job">
          {errors.general && <Notice tone="danger">{errors.general}</Notice>}
          {rejected && (
            <Notice tone="danger"><strong>Job rejected.</strong> {rejected}</Notice>
          )}
          <Field label="Processors" name="processors" inputMode="numeric" value={form.processors}
                 error={errors.fields.processors} onChange={(e) => update({ processors: e.target.value })} />
          <fieldset className={styles.choice}>
            <legend>Size given as</legend>
            {([['runtime', 'Runtime (seconds at 1,000 MIPS per processor)'], ['length', 'Length (MI)']] as const)
              .map(([unit, label]) => (
                <label key={unit}>
                  <input type="radio" name="sizeUnit" value={unit} checked={form.sizeUnit === unit}
                         onChange={() => chooseSizeUnit(unit as SizeUnit)} />
                  {label}
                </label>
              ))}
          </fieldset>
          {sizeNotice && <div data-testid="size-notice"><Notice tone="info">{sizeNotice}</Notice></div>}
          <Field label={form.sizeUnit === 'runtime' ? 'Runtime (s)' : 'Length (MI)'} name="size" inputMode="numeric"
                 value={form.size} error={errors.fields.size}
                 hint={form.sizeUnit === 'runtime' ? 'Whole seconds; slower clusters take longer, faster ones less.'
                   : <>Million instructions (<Term name="MI" />) in all, spread over the processors.</>}
                 onChange={(e) => update({ size: e.target.value })} />
          <Field label="Budget (G$)" name="budget" inputMode="decimal" value={form.budget} error={errors.fields.budget}
                 hint="The most you will pay; the price is held from your wallet when the job is accepted."
                 onChange={(e) => update({ budget: e.target.value })} />
          <fieldset className={styles.choice}>
            <legend>Deadline</legend>
            {([['hours', 'In a number of hours'], ['at', 'At a date and time']] as const).map(([mode, label]) => (
              <label key={mode}>
                <input type="radio" name="deadlineMode" value={mode} checked={form.deadlineMode === mode}
                       onChange={() => chooseDeadlineMode(mode as DeadlineMode)} />
                {label}
              </label>
            ))}
          </fieldset>
          {form.deadlineMode === 'hours' ? (
            <Field label="Deadline in hours" name="deadlineHours" inputMode="decimal" value={form.deadlineHours}
                   error={errors.fields.deadline} hint="Model hours from now by which the job must finish."
                   onChange={(e) => update({ deadlineHours: e.target.value })} />
          ) : (
            <Field label="Deadline (model date and time)" name="deadlineAt" autoComplete="off"
                   placeholder={formatDateTimeInput(now ?? Date.now())}
                   value={form.deadlineAt} error={errors.fields.deadline}
                   hint={<>As the pages show dates, e.g. {formatDateTimeInput(now ?? Date.now())}: on the model clock
                     shown above, in your time zone ({timeZoneName()}).
                     {parseDateTimeInput(form.deadlineAt) !== undefined
                       && <> Read as <span data-testid="deadline-read-as">{formatDateTime(new Date(parseDateTimeInput(form.deadlineAt)!).toISOString())}</span>.</>}</>}
                   onChange={(e) => update({ deadlineAt: e.target.value })} />
          )}
          <SelectField label="Strategy" name="strategy" value={form.strategy} options={STRATEGIES}
                       error={errors.fields.strategy} onChange={(value) => update({ strategy: value as Strategy })} />
          <p className="muted" id="strategy-hint">
            <Term name="OFC" />: the cheapest cluster that meets the deadline. <Term name="OFT" />: the fastest
            cluster within the budget. <Term name="TENDER" />: every cluster bids a start, a finish and a cost; you
            get the bid that leaves you the most of your budget. <Term name="QUEUE" />: the cheapest way to run
            when you can wait.
          </p>
          {form.strategy === 'QUEUE' && (
            <div data-testid="queue-explained">
              <Notice tone="info">
                <strong>Queue: no start time is promised.</strong> The job waits its turn in the federation's
                queue (first come, first served) and starts as soon as a cluster can run it at once, within your
                budget and by your deadline; the federation picks that cluster by how fast and how full the clusters
                are. Your whole budget is held while it waits; when it starts you pay that cluster's price and the
                rest comes back. If no cluster could ever run it in time and within budget, it is rejected and
                nothing is charged. You can cancel while it waits, for free.
              </Notice>
            </div>
          )}
          {form.strategy === 'TENDER' && (
            <Field label="Lateness penalty (G$ per second late, optional)" name="lateness" inputMode="decimal"
                   value={form.lateness} error={errors.fields.lateness}
                   hint={<>What each second after the deadline takes off the job's worth to you
                     {latenessPerHour(form.lateness) && <> ({latenessPerHour(form.lateness)})</>}: a late bid may still
                     win if it is cheap enough. Leave empty: the job must finish by its deadline.</>}
                   onChange={(e) => update({ lateness: e.target.value })} />
          )}
          <LeaseTypePicker strategy={form.strategy} value={form.leaseType} options={leaseOptions}
                           onChange={(leaseType) => update({ leaseType })} />
          <button type="submit" disabled={busy || funds?.enough === false}
                  aria-describedby={funds?.enough === false ? 'funds-verdict' : undefined}>
            {busy ? 'Submitting…' : 'Submit job'}
          </button>
          {funds?.enough === false && <p className="muted">Submit is off while the price exceeds your available G$.</p>}
        </form>
        <QuotePreviewPanel form={form} formKey={formKey} modelNow={nowRef} clockKnown={now !== undefined}
                           onFunds={setFunds} bidsSlot={bidsSlot} onLeaseOptions={setLeaseOptions} />
      </div>
      <div ref={setBidsSlot} />
    </>
  );
}

/** Asks POST /api/quotes a moment after the form stops changing and shows the answer. */
function QuotePreviewPanel({ form, formKey, modelNow, clockKnown, onFunds, bidsSlot, onLeaseOptions }: { form: JobForm;
  formKey: string; modelNow: React.RefObject<number | undefined>; clockKnown: boolean;
  onFunds: (funds?: { enough: boolean; priceMicroGd: number; availableMicroGd: number }) => void;
  bidsSlot: HTMLElement | null; onLeaseOptions: (options?: LeaseOption[] | null) => void }) {
  // `key` is the form the answer is for: while it differs from the form shown, the preview is stale.
  const [state, setState] = useState<{ key?: string; quote?: Quote; at?: string; error?: string; invalid?: boolean;
    loading: boolean }>({ loading: false });
  const [refresh, setRefresh] = useState(0);
  const wallet = useLoad(api.wallet, `wallet-${refresh}`);

  useEffect(() => {
    const { body } = jobBodyOf(form, modelNow.current);
    const key = `${formKey}#${refresh}`;
    if (!body) {
      setState({ key, invalid: true, loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      const at = modelNow.current !== undefined ? new Date(modelNow.current).toISOString() : new Date().toISOString();
      api.quote(body).then(
        (quote) => current && setState({ key, quote, at, loading: false }),
        (failure: unknown) => current && setState({ key, loading: false,
          error: failure instanceof ApiError ? describe(failure.problem) : String(failure) }),
      );
    }, QUOTE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [formKey, clockKnown, refresh]);

  const ids = [...(state.quote?.candidates.map((c) => c.siteId) ?? []), state.quote?.redirection?.chosen?.siteId];
  const names = useSiteNames(ids);
  // A tender's quote lists bids; OFT's and OFC's the clusters in the order DBC tries them.
  const preview = useMemo(() => {
    if (!state.quote || !state.at) {
      return undefined;
    }
    const siteName = (id: number) => nameOf(names, id);
    if (isTenderQuote(state.quote)) {
      return { tender: true as const, ...tenderPreviewOf(state.quote, siteName, state.at, formatDateTime) };
    }
    const home = quotePreviewOf(state.quote, siteName, state.at, formatDateTime);
    // A job the home grid cannot take: the verdict is the redirection's (issue 23); the table stays the home grid's.
    const redirection = state.quote.redirection;
    return { tender: false as const, ...home, ...(redirection && state.quote.chosenSiteId === null
      ? { accepted: redirection.chosen !== null, verdict: redirectedVerdict(redirection, state.at, formatDateTime, siteName) } : {}) };
  }, [state.quote, state.at, names]);

  const busy = state.loading || state.key !== `${formKey}#${refresh}` || wallet.loading;
  const chosen = state.quote?.candidates.find((candidate) => candidate.chosen);
  // A chosen cluster is within the budget, so its cost is known (only costs beyond any budget are null).
  // A queued job holds its whole budget until it starts; the others hold the chosen cluster's price.
  const chosenCost = form.strategy === 'QUEUE' ? jobBodyOf(form, modelNow.current).body?.budgetMicroGd ?? null
    : chosen?.costMicroGd ?? state.quote?.redirection?.chosen?.priceMicroGd ?? null;
  const funds = !busy && chosenCost !== null && wallet.data
    ? { ...fundsCheck(chosenCost, wallet.data.availableMicroGd), priceMicroGd: chosenCost,
      availableMicroGd: wallet.data.availableMicroGd }
    : undefined;
  const fundsKey = funds ? `${funds.enough}-${funds.priceMicroGd}-${funds.availableMicroGd}` : '';
  useEffect(() => onFunds(funds), [fundsKey]);
  useEffect(() => onLeaseOptions(state.quote?.leaseOptions), [state.quote]);
  return (
    <section className="panel" aria-labelledby="quote-heading" aria-busy={busy} data-testid="quote">
      <h2 id="quote-heading" className="panel-title">Quote preview</h2>
      {state.invalid && <p className="muted">Complete the form to see a quote.</p>}
      {state.error && <Notice tone="danger">{state.error}</Notice>}
      {!state.invalid && !preview && !state.error && <p className="muted">Asking the clusters…</p>}
      {!state.invalid && preview && (
        <>
          <div role="status" aria-live="polite">
            <Notice tone={preview.accepted && funds?.enough !== false ? 'success' : 'danger'}>
              <span className={styles.verdict} data-testid="quote-verdict">{preview.verdict}</span>
              {funds && <span id="funds-verdict" className={styles.funds} data-testid="funds-verdict"
                              data-enough={funds.enough}>{funds.message}</span>}
            </Notice>
          </div>
          {state.quote?.redirection && (
            <RedirectionPanel redirection={state.quote.redirection} siteName={(id) => nameOf(names, id)} />
          )}
          {wallet.data && !funds && (
            <p className="muted">Available in your wallet: <Amount micro={wallet.data.availableMicroGd} exact />.</p>
          )}
          {preview.tender && preview.rows.length > 0 && bidsSlot && createPortal(
            <section aria-labelledby="bids-heading" aria-busy={busy} data-testid="bids-section">
              <h2 id="bids-heading">Bids</h2>
              <BidTable rows={preview.rows} />
            </section>, bidsSlot)}
          {preview.tender && preview.rows.length > 0 && (
            <p className="muted"><a href="#bids-heading">Every cluster's bid</a> is listed below, in award order.</p>
          )}
          {!preview.tender && preview.rows.length > 0 && (
            <div className="table-scroll">
              <table>
                <caption className="visually-hidden">Candidate clusters in the order the broker tries them</caption>
                <thead>
                  <tr>
                    <th scope="col" className="number">#</th>
                    <th scope="col">Cluster</th>
                    <th scope="col" className="number">Cost</th>
                    <th scope="col">Estimated finish (model time)</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={row.siteId} className={row.chosen ? styles.chosen : undefined} data-site={row.siteName}
                        aria-current={row.chosen ? 'true' : undefined}>
                      <td className="number">{row.rank}</td>
                      <th scope="row">
                        <span data-testid="candidate-site">{row.siteName}</span>
                        {row.chosen ? <small className={styles.note}>✓ chosen</small>
                          : row.note && <small className={styles.note}>{row.note}</small>}
                      </th>
                      <td className="number" data-testid="candidate-cost">{row.cost}</td>
                      <td>{row.finishIn}<small className={styles.note}>{row.finish}</small></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p>
            <button type="button" className="secondary" onClick={() => setRefresh((r) => r + 1)}>Quote again</button>
          </p>
        </>
      )}
    </section>
  );
}
