import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ApiError, describe, formErrorsOfFailure, type FormErrors } from '../../api';
import type { LeaseOption } from '../../api/types';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { HowThisWorks } from '../../components/HowThisWorks';
import { WithTerms } from '../../components/Term';
import { budgetAfterQuote } from '../../lib/budget';
import { formatDateTime } from '../../lib/format';
import { homeGridLine } from '../../lib/homeGrid';
import { plainRejection } from '../../lib/funds';
import { isQuoteRefusal } from '../../lib/quoteHold';
import { newIdempotencyKey } from '../../lib/idempotency';
import {
  EMPTY_JOB_FORM, formatDateTimeInput, JOB_FIELD_ALIASES, JOB_FORM_FIELDS, jobBodyOf, switchSizeUnit,
  type DeadlineMode, type JobForm, type SizeUnit,
} from '../../lib/jobForm';
import { useModelClock } from '../../lib/modelClock';
import { offersScripts } from '../../lib/script';
import { attemptFor, keepAfterFailure, type Attempt } from '../../lib/submission';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';
import { DeadlineFields } from './newJob/DeadlineFields';
import { QuotePreviewPanel, type CurrentQuote, type Funds } from './newJob/QuotePreviewPanel';
import { ScriptFields } from './newJob/ScriptFields';
import { SizeFields } from './newJob/SizeFields';
import { StrategyFields } from './newJob/StrategyFields';
import styles from './NewJobPage.module.css';

/**
 * A user describes a job, sees live what its strategy would do with it, and submits it. The page holds the
 * form and the submission; the fields (newJob/…Fields, the strategies from GET /api/strategies) and the quote
 * preview (newJob/QuotePreviewPanel) are their own components.
 */
export function NewJobPage() {
  usePageTitle('New job');
  const navigate = useNavigate();
  const { clock, now } = useModelClock();
  const nowRef = useRef<number>(undefined);
  nowRef.current = now;
  const strategies = useLoad(api.strategies, 'strategies');
  const me = useLoad(api.me, 'me');
  /** Whether some cluster runs scripts (issue 33): the script section is offered then (lib/script). */
  const sites = useLoad(api.sites, 'sites');
  const [form, setForm] = useState<JobForm>(EMPTY_JOB_FORM);
  /** Until the user types a budget, it follows the quote (lib/budget); theirs is never overwritten. */
  const budgetEdited = useRef(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [rejected, setRejected] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sizeNotice, setSizeNotice] = useState<string>();
  const [funds, setFunds] = useState<Funds>();
  const attempt = useRef<Attempt>(undefined);
  /** Where a tender's bid table goes: below the form and the preview, where its columns have room. */
  const [bidsSlot, setBidsSlot] = useState<HTMLElement | null>(null);
  /** The latest quote's lease types side by side (issue 21). */
  const [leaseOptions, setLeaseOptions] = useState<LeaseOption[] | null>();
  /** The quote the page submits (issue 32): undefined while none is current; null: nothing to hold. */
  const [hold, setHold] = useState<CurrentQuote | null>();
  /** Bumped when the service refused the quote submitted: the preview asks for a new one. */
  const [requote, setRequote] = useState(0);
  const [quoteRefused, setQuoteRefused] = useState<string>();
  const formKey = JSON.stringify(form);

  // The service's first strategy is the form's until the person picks another.
  const first = strategies.data?.[0]?.name;
  useEffect(() => {
    if (first !== undefined) {
      setForm((f) => (f.strategy === '' ? { ...f, strategy: first } : f));
    }
  }, [first]);

  const update = (change: Partial<JobForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setRejected(undefined);
    setQuoteRefused(undefined);
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

  function quoted(priceMicroGd: number | null) {
    setForm((f) => {
      const budget = budgetAfterQuote(f.budget, budgetEdited.current, priceMicroGd, EMPTY_JOB_FORM.budget);
      return budget === f.budget ? f : { ...f, budget };
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRejected(undefined);
    setQuoteRefused(undefined);
    const current = attemptFor(attempt.current, `${formKey}|${hold?.quoteId ?? ''}`, () => {
      const { body, errors: fields } = jobBodyOf(form, strategies.data, nowRef.current);
      setErrors({ fields });
      // The quote's own body: a deadline given as a date gives another deadlineSeconds as the model clock runs.
      return body && hold ? { ...hold.body, quoteId: hold.quoteId } : body;
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
      } else if (failure instanceof ApiError && isQuoteRefusal(failure.problem.type)) {
        attempt.current = undefined;
        setErrors({ fields: {} });
        setQuoteRefused(describe(failure.problem));
        setRequote((r) => r + 1);
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
        Describe the job; the preview shows, as you type, the clusters its strategy would try and the one it would
        choose, or for a tender every cluster's bid. Times are model time
        {clock && <> (the engine runs {clock.timeScale}× faster than the wall clock; model time now{' '}
          <strong data-testid="model-now">{now !== undefined ? formatDateTime(new Date(now).toISOString()) : ''}</strong>)</>}.
      </p>
      {homeGridLine(strategies.data, me.data) && <p data-testid="home-grid">{homeGridLine(strategies.data, me.data)}</p>}
      {strategies.data && (
        <HowThisWorks source="the seed section cited for each strategy">
          <ul>
            {strategies.data.filter((strategy) => strategy.basis).map((strategy) => (
              <li key={strategy.name}><strong>{strategy.name}</strong>: <WithTerms text={strategy.basis} /></li>
            ))}
          </ul>
        </HowThisWorks>
      )}
      <div className={styles.layout}>
        <form id="new-job" className={`panel ${styles.form}`} onSubmit={submit} noValidate aria-label="New job">
          {errors.general && <Notice tone="danger">{errors.general}</Notice>}
          {rejected && (
            <Notice tone="danger"><strong>Job rejected.</strong> {rejected}</Notice>
          )}
          {quoteRefused && (
            <Notice tone="danger">
              <span data-testid="quote-refused"><strong>Quote refused; nothing was charged.</strong>{' '}
                {quoteRefused} The preview shows a new quote: check it and submit again.</span>
            </Notice>
          )}
          <Field label="Processors" name="processors" inputMode="numeric" value={form.processors}
                 error={errors.fields.processors} onChange={(e) => update({ processors: e.target.value })} />
          <SizeFields unit={form.sizeUnit} size={form.size} error={errors.fields.size} notice={sizeNotice}
                      onUnit={chooseSizeUnit} onSize={(size) => update({ size })} />
          <Field label="Budget (G$)" name="budget" inputMode="decimal" value={form.budget} error={errors.fields.budget}
                 hint="The most you will pay; the price is held from your wallet when the job is accepted. Until you change it, it follows the quote: a round figure above the quoted price."
                 onChange={(e) => { budgetEdited.current = true; update({ budget: e.target.value }); }} />
          <DeadlineFields form={form} error={errors.fields.deadline} now={now} onMode={chooseDeadlineMode}
                          onChange={update} />
          {strategies.error && (
            <Notice tone="danger">The strategies could not be loaded: {strategies.error.message}</Notice>
          )}
          {strategies.data && (
            <StrategyFields strategies={strategies.data} form={form} errors={errors} leaseOptions={leaseOptions}
                            onChange={update} />
          )}
          {offersScripts(sites.data, form.script) && (
            <ScriptFields script={form.script} error={errors.fields.script} onChange={(script) => update({ script })} />
          )}
        </form>
        <QuotePreviewPanel form={form} formKey={formKey} strategies={strategies.data} modelNow={nowRef}
                           clockKnown={now !== undefined} onFunds={setFunds} bidsSlot={bidsSlot}
                           onLeaseOptions={setLeaseOptions} requote={requote} onHold={setHold} onQuoted={quoted} />
        {/* After the preview (the button belongs to the form by its id): on a phone the verdict comes first. */}
        <div className={styles.submit}>
          <button type="submit" form="new-job" disabled={busy || funds?.enough === false || hold === undefined}
                  aria-describedby={funds?.enough === false ? 'funds-verdict' : undefined}>
            {busy ? 'Submitting…' : 'Submit job'}
          </button>
          {funds?.enough === false && <p className="muted">Submit is off while the price exceeds your available G$.</p>}
        </div>
      </div>
      <div ref={setBidsSlot} />
    </>
  );
}
