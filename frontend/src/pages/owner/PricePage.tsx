import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, formErrorsOfFailure, type FormErrors, type Site } from '../../api';
import { useSession } from '../../auth/AuthContext';
import { Field } from '../../components/Field';
import { LeaseFactorFields } from '../../components/LeaseFactorFields';
import { LEASE_FACTOR_ALIASES, LEASE_FACTOR_FIELDS, leaseFactorFormOf, leaseFactorsOf, type LeaseFactorForm } from '../../lib/leaseFactors';
import { LoadError, Notice } from '../../components/Notice';
import { PriceAdvicePanel } from '../../components/PriceAdvicePanel';
import { PriceCardView } from '../../components/PriceCardView';
import { PriceHistoryChart } from '../../components/PriceHistoryChart';
import { PriceHistoryTable } from '../../components/PriceHistoryTable';
import { PRICE_FIELDS, priceCardOf, priceChangeWarning, priceFormOf, type PriceField, type PriceForm } from '../../lib/priceForm';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';
import type { PriceCard } from '../../api';

const LABELS: Record<PriceField, { label: string; hint: string }> = {
  priceMicroGdPerProcessorHour: { label: 'Price per processor-hour (G$)', hint: 'A job pays this price × its processors × the hours it runs here (l MI ÷ (MIPS per processor × processors) seconds), exact, rounded once to the µG$.' },
  fixedCostMicroGdPerCpuSecond: { label: 'Fixed cost per processor-hour (G$, optional)', hint: 'What a processor-hour costs you to run. Contracts between grids price this cluster from it: the busier the cluster, the higher the price. A multiple of 0.0036 G$ (1 µG$ per processor-second).' },
  minMachinePriceMicroGdPerProcessorHour: { label: 'Price band: cheapest processor (G$ per processor-hour, optional)', hint: 'For tenders, on a cluster whose price rises as it fills: what the first processor costs. Give both ends of the band or neither.' },
  maxMachinePriceMicroGdPerProcessorHour: { label: 'Price band: dearest processor (G$ per processor-hour, optional)', hint: 'What the last free processor costs when the cluster is nearly full; at least the cheapest.' },
};

/** An owner posts a new price card for one cluster and sees every change so far. */
export function PricePage() {
  const siteId = Number(useParams().siteId);
  const { username } = useSession();
  const site = useLoad(() => api.site(siteId), `site-${siteId}`);
  const history = useLoad(() => api.priceHistory(siteId), `history-${siteId}`);
  usePageTitle(site.data ? `Price of ${site.data.name}` : 'Price');

  return (
    <>
      <p><Link to="/owner/clusters">← My clusters</Link></p>
      <LoadError error={site.error} />
      {site.data && (
        <>
          <h1>Price of {site.data.name}</h1>
          {site.data.withdrawnAt
            ? <Notice tone="info">{site.data.name} is withdrawn: it takes no new jobs, so its price no longer applies.</Notice>
            : site.data.owner === username
            ? <>
                <PriceEditor site={site.data} onSaved={() => { site.reload(); history.reload(); }} />
                <PriceAdvicePanel siteId={site.data.id}
                                  currentPriceMicroGd={site.data.price?.priceMicroGdPerProcessorHour ?? undefined} />
              </>
            : <Notice tone="danger">{site.data.name} belongs to {site.data.owner}; only its owner may set its price.</Notice>}
        </>
      )}
      <h2>Price history</h2>
      <LoadError error={history.error} />
      {history.data && (
        <>
          <div className="panel"><PriceHistoryChart changes={history.data} /></div>
          <PriceHistoryTable changes={history.data} />
        </>
      )}
    </>
  );
}

function PriceEditor({ site, onSaved }: { site: Site; onSaved: () => void }) {
  const [form, setForm] = useState<PriceForm>(() => priceFormOf(site.price));
  const [leaseForm, setLeaseForm] = useState<LeaseFactorForm>(() => leaseFactorFormOf(site.price?.leaseFactorsPermille));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  /** A card far from the current price waits here for the owner's confirmation. */
  const [pending, setPending] = useState<{ card: PriceCard; warning: string }>();

  useEffect(() => {
    setForm(priceFormOf(site.price));
    setLeaseForm(leaseFactorFormOf(site.price?.leaseFactorsPermille));
  }, [site.price]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setPending(undefined);
    const { card: priced, errors: priceErrors } = priceCardOf(form);
    const { factors, errors: leaseErrors } = leaseFactorsOf(leaseForm);
    setErrors({ fields: { ...priceErrors, ...leaseErrors } });
    if (!priced || factors === undefined) {
      return;
    }
    const card: PriceCard = factors === null ? priced : { ...priced, leaseFactorsPermille: factors };
    const warning = priceChangeWarning(site.price?.priceMicroGdPerProcessorHour, card.priceMicroGdPerProcessorHour);
    if (warning) {
      setPending({ card, warning });
      return;
    }
    void save(card);
  }

  async function save(card: PriceCard) {
    setPending(undefined);
    setBusy(true);
    try {
      await api.setPrice(site.id, card);
      setSaved(true);
      onSaved();
    } catch (failure) {
      setErrors(formErrorsOfFailure(failure, [...PRICE_FIELDS, ...LEASE_FACTOR_FIELDS], LEASE_FACTOR_ALIASES));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="panel">
      <h2 className="panel-title">Current price card</h2>
      <PriceCardView price={site.price} />
      <form onSubmit={submit} noValidate aria-label="New price card">
        {errors.general && <Notice tone="danger">{errors.general}</Notice>}
        {saved && <Notice tone="success">Price saved. Users see it in the directory now.</Notice>}
        <div className="form-row">
          {PRICE_FIELDS.map((field) => (
            <Field key={field} name={field} inputMode="decimal" label={LABELS[field].label} hint={LABELS[field].hint}
                   value={form[field]} error={errors.fields[field]}
                   onChange={(event) => setForm({ ...form, [field]: event.target.value })} />
          ))}
        </div>
        <LeaseFactorFields form={leaseForm} errors={errors} onChange={setLeaseForm} />
        {pending && (
          <div role="alertdialog" aria-labelledby="price-warning-heading" aria-describedby="price-warning" className="panel">
            <h3 id="price-warning-heading">Save this price?</h3>
            <p id="price-warning">{pending.warning}</p>
            <div className="actions">
              <button type="button" onClick={() => save(pending.card)}>Yes, save the new price</button>
              <button type="button" className="secondary" onClick={() => setPending(undefined)}>Keep editing</button>
            </div>
          </div>
        )}
        <button type="submit" disabled={busy || pending !== undefined}>{busy ? 'Saving…' : 'Save price'}</button>
      </form>
    </div>
  );
}
