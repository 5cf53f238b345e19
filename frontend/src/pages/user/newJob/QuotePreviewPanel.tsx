import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { api, ApiError, describe, type Quote } from '../../../api';
import type { StrategyView } from '../../../api/strategies';
import type { JobBody, LeaseOption } from '../../../api/types';
import { Amount } from '../../../components/Amount';
import { BidTable } from '../../../components/Bids';
import { Notice } from '../../../components/Notice';
import { RedirectionPanel } from '../../../components/Redirection';
import { isTenderQuote, tenderPreviewOf } from '../../../lib/bids';
import { formatDateTime } from '../../../lib/format';
import { fundsCheck } from '../../../lib/funds';
import { jobBodyOf, type JobForm } from '../../../lib/jobForm';
import { holdOf, holdText, priceChange, secondsLeft, type QuoteHold } from '../../../lib/quoteHold';
import { quotePreviewOf } from '../../../lib/quoteView';
import { redirectedVerdict } from '../../../lib/redirection';
import { waitsInQueue } from '../../../lib/strategies';
import { nameOf, nameSitesIn, useSiteNames } from '../../../lib/siteNames';
import { useLoad } from '../../../lib/useLoad';
import styles from '../NewJobPage.module.css';
import { CandidateTable } from './CandidateTable';

const QUOTE_DELAY_MS = 400;

/** The quote the page submits: its hold and the very body it was asked for (a deadline date drifts otherwise). */
export type CurrentQuote = QuoteHold & { body: JobBody };

/** The preview's verdict on the wallet: false while the chosen price exceeds the available G$. */
export interface Funds {
  enough: boolean;
  /** The verdict in words. */
  message: string;
  priceMicroGd: number;
  availableMicroGd: number;
}

/**
 * Asks POST /api/quotes a moment after the form stops changing and shows the answer, with how long its price
 * holds (issue 32); it asks again when the quote expires or {@code requote} changes (a refused quote), and tells
 * the page the quote to submit ({@code onHold}: undefined while none is current, null when there is nothing to
 * hold, e.g. no cluster was chosen).
 */
export function QuotePreviewPanel({ form, formKey, strategies, modelNow, clockKnown, onFunds, bidsSlot,
  onLeaseOptions, requote, onHold, onQuoted }: { form: JobForm; formKey: string;
  strategies: readonly StrategyView[] | undefined;
  modelNow: React.RefObject<number | undefined>; clockKnown: boolean; onFunds: (funds?: Funds) => void;
  bidsSlot: HTMLElement | null; onLeaseOptions: (options?: LeaseOption[] | null) => void; requote: number;
  onHold: (hold?: CurrentQuote | null) => void;
  /** The chosen option's price once the quote for the form shown is in (null: none chosen). */
  onQuoted?: (priceMicroGd: number | null) => void }) {
  // `key` is the form the answer is for: while it differs from the form shown, the preview is stale.
  const [state, setState] = useState<{ key?: string; quote?: Quote; body?: JobBody; at?: string; error?: string;
    invalid?: boolean; loading: boolean }>({ loading: false });
  const [refresh, setRefresh] = useState(0);
  const wallet = useLoad(api.wallet, `wallet-${refresh}`);

  useEffect(() => {
    const { body } = jobBodyOf(form, strategies, modelNow.current);
    const key = `${formKey}#${refresh}#${requote}`;
    if (!body) {
      setState({ key, invalid: true, loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      const at = modelNow.current !== undefined ? new Date(modelNow.current).toISOString() : new Date().toISOString();
      api.quote(body).then(
        (quote) => current && setState({ key, quote, body, at, loading: false }),
        (failure: unknown) => current && setState({ key, loading: false,
          error: failure instanceof ApiError ? describe(failure.problem) : String(failure) }),
      );
    }, QUOTE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [formKey, clockKnown, refresh, requote, strategies]);

  // The quote's hold, its seconds left (wall clock, ticking), a new quote once it expires, and a changed price said.
  const hold = state.quote ? holdOf(state.quote) : undefined;
  const [wallNow, setWallNow] = useState(Date.now());
  useEffect(() => {
    const tick = setInterval(() => setWallNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const expired = hold !== undefined && secondsLeft(hold, wallNow) === 0;
  useEffect(() => {
    if (expired) {
      setRefresh((r) => r + 1);
    }
  }, [expired, hold?.quoteId]);
  const [seen, setSeen] = useState<{ formKey: string; hold?: QuoteHold; change?: string }>({ formKey: '' });
  useEffect(() => {
    if (state.quote && state.key?.startsWith(`${formKey}#`)) {
      setSeen((previous) => ({ formKey, hold,
        change: previous.formKey === formKey ? priceChange(previous.hold, hold) ?? previous.change : undefined }));
    }
  }, [state.quote]);

  const ids = [...(state.quote?.candidates.map((c) => c.siteId) ?? []), state.quote?.redirection?.chosen?.siteId];
  const names = useSiteNames(ids);
  // A tender's quote lists bids; the other strategies' the clusters in the order they try them.
  const preview = useMemo(() => {
    if (!state.quote || !state.at) {
      return undefined;
    }
    const siteName = (id: number) => nameOf(names, id);
    if (isTenderQuote(state.quote, strategies)) {
      return { tender: true as const, ...tenderPreviewOf(state.quote, siteName, state.at, formatDateTime) };
    }
    const home = quotePreviewOf(state.quote, siteName, state.at, formatDateTime,
      waitsInQueue(strategies, state.quote.strategy));
    // A job the home grid cannot take: the verdict is the redirection's (issue 23); the table stays the home grid's.
    const redirection = state.quote.redirection;
    return { tender: false as const, ...home, ...(redirection && state.quote.chosenSiteId === null
      ? { accepted: redirection.chosen !== null, verdict: redirectedVerdict(redirection, state.at, formatDateTime, siteName) } : {}) };
  }, [state.quote, state.at, names, strategies]);

  const busy = state.loading || state.key !== `${formKey}#${refresh}#${requote}` || wallet.loading;
  const current = busy || expired ? undefined
    : state.invalid || state.error || !hold || !state.body ? null : { ...hold, body: state.body };
  useEffect(() => onHold(current), [current === undefined ? 'none' : current?.quoteId ?? 'nothing']);
  const chosen = state.quote?.candidates.find((candidate) => candidate.chosen);
  // A chosen cluster is within the budget, so its cost is known (only costs beyond any budget are null).
  // A queued job holds its whole budget until it starts; the others hold the chosen cluster's price.
  const chosenCost = waitsInQueue(strategies, form.strategy) ? jobBodyOf(form, strategies, modelNow.current).body?.budgetMicroGd ?? null
    : chosen?.costMicroGd ?? state.quote?.redirection?.chosen?.priceMicroGd ?? null;
  const funds = !busy && chosenCost !== null && wallet.data
    ? { ...fundsCheck(chosenCost, wallet.data.availableMicroGd), priceMicroGd: chosenCost,
      availableMicroGd: wallet.data.availableMicroGd }
    : undefined;
  const fundsKey = funds ? `${funds.enough}-${funds.priceMicroGd}-${funds.availableMicroGd}` : '';
  useEffect(() => onFunds(funds), [fundsKey]);
  useEffect(() => onLeaseOptions(state.quote?.leaseOptions), [state.quote]);
  // The price of what was chosen, never the queue's held budget: the form's default budget follows it.
  const quotedPrice = busy || !state.quote ? undefined
    : chosen?.costMicroGd ?? state.quote.redirection?.chosen?.priceMicroGd ?? null;
  useEffect(() => {
    if (quotedPrice !== undefined) {
      onQuoted?.(quotedPrice);
    }
  }, [quotedPrice, state.key]);
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
              <span className={styles.verdict} data-testid="quote-verdict">{nameSitesIn(preview.verdict, names)}</span>
              {funds && <span id="funds-verdict" className={styles.funds} data-testid="funds-verdict"
                              data-enough={funds.enough}>{funds.message}</span>}
            </Notice>
          </div>
          {hold && (
            <p className="muted" data-testid="quote-hold" data-quote-id={hold.quoteId}
               data-price-micro-gd={hold.priceMicroGd}>{holdText(hold, wallNow)}</p>
          )}
          {seen.change && seen.formKey === formKey && (
            <Notice tone="info"><span data-testid="quote-price-change">{seen.change}</span></Notice>
          )}
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
            <CandidateTable rows={preview.rows} waitsInQueue={waitsInQueue(strategies, state.quote?.strategy ?? '')} />
          )}
          <p>
            <button type="button" className="secondary" onClick={() => setRefresh((r) => r + 1)}>Quote again</button>
          </p>
        </>
      )}
    </section>
  );
}
