import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, formErrorsOfFailure, type FormErrors, type Site } from '../../api';
import { useSession } from '../../auth/AuthContext';
import { Field } from '../../components/Field';
import { LoadError, Notice } from '../../components/Notice';
import { PriceCardView } from '../../components/PriceCardView';
import { PriceHistoryChart } from '../../components/PriceHistoryChart';
import { PriceHistoryTable } from '../../components/PriceHistoryTable';
import { PRICE_FIELDS, priceCardOf, priceFormOf, type PriceField, type PriceForm } from '../../lib/priceForm';
import { useLoad } from '../../lib/useLoad';

const LABELS: Record<PriceField, { label: string; hint: string }> = {
  priceMicroGdPerMi: { label: 'Price per MI (G$)', hint: 'The quote c of seed 004: a job of l MI on p processors of μ MIPS costs c·l/(μ·p).' },
  fixedCostMicroGdPerCpuSecond: { label: 'Fixed cost per CPU-second (G$, optional)', hint: 'Seed 000: price = cost + cost × load.' },
  minMachinePriceMicroGdPerSecond: { label: 'Minimum machine price per second (G$, optional)', hint: 'Seed 003: set with the maximum.' },
  maxMachinePriceMicroGdPerSecond: { label: 'Maximum machine price per second (G$, optional)', hint: 'Seed 003: set with the minimum.' },
};

/** An owner posts a new price card for one cluster and sees every change so far. */
export function PricePage() {
  const siteId = Number(useParams().siteId);
  const { username } = useSession();
  const site = useLoad(() => api.site(siteId), `site-${siteId}`);
  const history = useLoad(() => api.priceHistory(siteId), `history-${siteId}`);

  return (
    <>
      <p><Link to="/owner/clusters">← My clusters</Link></p>
      <LoadError error={site.error} />
      {site.data && (
        <>
          <h1>Price of {site.data.name}</h1>
          {site.data.owner === username
            ? <PriceEditor site={site.data} onSaved={() => { site.reload(); history.reload(); }} />
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
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => setForm(priceFormOf(site.price)), [site.price]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const { card, errors: fields } = priceCardOf(form);
    setErrors({ fields });
    if (!card) {
      return;
    }
    setBusy(true);
    try {
      await api.setPrice(site.id, card);
      setSaved(true);
      onSaved();
    } catch (failure) {
      setErrors(formErrorsOfFailure(failure, PRICE_FIELDS));
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
        <button type="submit" disabled={busy}>{busy ? 'Saving…' : 'Save price'}</button>
      </form>
    </div>
  );
}
