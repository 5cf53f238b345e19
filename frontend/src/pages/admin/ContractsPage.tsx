import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { api, formErrorsOfFailure, type FormErrors, type GatewayView } from '../../api';
import { Amount } from '../../components/Amount';
import { ContractHistories, ContractTable } from '../../components/ContractTable';
import { Field, SelectField } from '../../components/Field';
import { GatewayCharts } from '../../components/GatewayCharts';
import { LoadError, Notice } from '../../components/Notice';
import {
  CONTRACT_FORM_FIELDS, CONTRACT_TYPE_WORDS, contractBodyOf, contractParties, EMPTY_CONTRACT_FORM, type ContractForm,
} from '../../lib/contracts';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';

/** How often the page reads contracts and gateways again: redirected jobs move the balances. */
const REFRESH_MS = 5000;

/**
 * Peering between grids (issue 23, seed 000 §5): the grids with their sites and gateway balances, the charts
 * of balances and redirected load over model time, a form to create a contract, and every contract with its
 * current price range, history and End.
 */
export function ContractsPage() {
  usePageTitle('Contracts');
  const [tick, setTick] = useState(0);
  const contracts = useLoad(api.contracts, `contracts-${tick}`);
  const gateways = useLoad(api.gateways, `gateways-${tick}`);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  // The charts' series come on the wall clock (drawn on the market's): carried to the last reading, not every second.
  const nowIso = useMemo(() => new Date().toISOString(), [tick]);
  const reload = () => setTick((t) => t + 1);
  return (
    <>
      <h1>Contracts between grids</h1>
      <p className="muted">
        Each grid (the clusters sharing a grid name) has a gateway. When no cluster of a user's home grid can take
        a job, its gateway offers it to the grids it holds contracts with, cheapest contract first, at the
        contract's lowest price per processor-hour; the other grid accepts, counters within the contract's range,
        or rejects. A fixed-price contract has one price, the seller's marginal cost at the load threshold L; a
        price-range contract runs from that price minus δ<sub>k</sub> up to it. Either holds only until the contract
        is repriced ("Repriced next"): prices are recomputed at every update interval; ∞ means the seller offers
        nothing until its next update. The user pays the buyer's
        gateway, which pays the seller's gateway, which pays the owner of the cluster that runs the job.
      </p>
      <h2>Grids and their gateways</h2>
      <LoadError error={gateways.error} />
      {gateways.data && <GridTable gateways={gateways.data.gateways} />}
      {gateways.data && <GatewayCharts view={gateways.data} nowIso={nowIso} />}
      <CreateContractForm grids={gateways.data?.gateways.map((g) => g.grid) ?? []} onCreated={reload} />
      <h2>Contracts</h2>
      <LoadError error={contracts.error} />
      {contracts.data && <ContractTable contracts={contracts.data} onEnded={reload} />}
      {contracts.data && contracts.data.length > 0 && (
        <>
          <h2>Price history</h2>
          <ContractHistories contracts={contracts.data} />
        </>
      )}
    </>
  );
}

function GridTable({ gateways }: { gateways: GatewayView[] }) {
  if (gateways.length === 0) {
    return <p>No grid yet: clusters form grids by their grid name.</p>;
  }
  return (
    <div className="table-scroll">
      <table data-testid="grids">
        <caption className="visually-hidden">Grids, their clusters and their gateways' balances</caption>
        <thead>
          <tr>
            <th scope="col">Grid</th>
            <th scope="col">Clusters</th>
            <th scope="col" className="number">Gateway balance</th>
          </tr>
        </thead>
        <tbody>
          {gateways.map((gateway) => (
            <tr key={gateway.grid} data-grid={gateway.grid}>
              <th scope="row">{gateway.grid}</th>
              <td>{gateway.sites.map((site) => site.name).join(', ') || <span className="muted">none</span>}</td>
              <td className="number" data-testid="gateway-balance"><Amount gd={gateway.balanceGd} exact /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CreateContractForm({ grids, onCreated }: { grids: string[]; onCreated: () => void }) {
  const [form, setForm] = useState<ContractForm>(EMPTY_CONTRACT_FORM);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [created, setCreated] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The grids arrive with the gateways: until the admin picks, buy with the first and sell with the second.
  const shown = { ...form, buyerGrid: form.buyerGrid || grids[0] || '', sellerGrid: form.sellerGrid || grids[1] || grids[0] || '' };
  const update = (change: Partial<ContractForm>) => setForm({ ...shown, ...change });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(undefined);
    const { body, errors: fields } = contractBodyOf(shown, grids);
    setErrors({ fields });
    if (!body) {
      return;
    }
    setBusy(true);
    try {
      const contract = await api.createContract(body);
      setCreated(`Contract ${contract.id} created: grid ${contractParties(contract)}, `
        + `${CONTRACT_TYPE_WORDS[contract.type] ?? contract.type}.`);
      onCreated();
    } catch (failure) {
      // 422 lands under the field it names; 409 (an active contract for the pair already) is a notice.
      setErrors(formErrorsOfFailure(failure, CONTRACT_FORM_FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel" onSubmit={submit} noValidate aria-label="Create a contract">
      <h2 className="panel-title">Create a contract</h2>
      {errors.general && <Notice tone="danger">{errors.general}</Notice>}
      {created && <Notice tone="success">{created}</Notice>}
      <div className="form-row">
        <SelectField label="Buyer grid" name="buyerGrid" value={shown.buyerGrid} options={grids}
                     error={errors.fields.buyerGrid} onChange={(buyerGrid) => update({ buyerGrid })} />
        <SelectField label="Seller grid" name="sellerGrid" value={shown.sellerGrid} options={grids}
                     error={errors.fields.sellerGrid} onChange={(sellerGrid) => update({ sellerGrid })} />
        <SelectField label="Type" name="type" value={shown.type} options={['FIXED', 'RANGE']} error={errors.fields.type}
                     onChange={(type) => update({ type: type as ContractForm['type'] })} />
      </div>
      <p className="muted">
        FIXED: one price, p<sub>max</sub>. RANGE: from p<sub>max</sub> − δ<sub>k</sub> to p<sub>max</sub>, the final
        price agreed per job (seed 000 §5.1).
      </p>
      <div className="form-row">
        <Field label="Load threshold L (%)" name="loadThresholdPct" inputMode="numeric" value={shown.loadThresholdPct}
               error={errors.fields.loadThresholdPct} hint="A whole number above 0, at most 100; p_max is the seller's marginal cost at this load."
               onChange={(e) => update({ loadThresholdPct: e.target.value })} />
        <Field label="k (%)" name="kPct" inputMode="numeric" value={shown.kPct} error={errors.fields.kPct}
               hint="A whole number above 0, below L: the width of a price range (δ_k, Eq. 4)."
               onChange={(e) => update({ kPct: e.target.value })} />
        <Field label="Update interval (s)" name="updateIntervalSeconds" inputMode="numeric"
               value={shown.updateIntervalSeconds} error={errors.fields.updateIntervalSeconds}
               hint="Model seconds between price updates, at least 60 (3,600 is an hour)."
               onChange={(e) => update({ updateIntervalSeconds: e.target.value })} />
      </div>
      <button type="submit" disabled={busy || grids.length === 0}>{busy ? 'Creating…' : 'Create contract'}</button>
    </form>
  );
}
