import { ContractHistories, ContractTable } from '../components/ContractTable';
import { HowThisWorks } from '../components/HowThisWorks';
import { LoadError } from '../components/Notice';
import { useLoad } from '../lib/useLoad';
import { usePageTitle } from '../lib/usePageTitle';
import { api } from '../api';

/**
 * The contracts between grids, read-only (GET /api/contracts): which grid may redirect a job to which, at
 * what price per processor-hour, and how much it has. Admins create and end them on their own page.
 */
export function ContractsListPage() {
  usePageTitle('Grid contracts');
  const contracts = useLoad(api.contracts, 'contracts');
  return (
    <>
      <h1>Contracts between grids</h1>
      <p className="muted">
        When no cluster of your home grid can take a job, your grid's gateway may buy processors from another grid
        under one of these contracts, at a price per processor-hour within the contract's range (∞: the other grid
        offers nothing until its next update). A contract's price holds until it is repriced, at the time shown under
        "Repriced next"; the seller then prices it again from its load. The quote preview of a new job shows when
        that happens.
      </p>
      <HowThisWorks source="seed 000 §5.1 (contracts and their prices, Eq. 4) and §5.2 (redirection)">
        <p>
          Each grid has a gateway (the paper's InterGrid Gateway). A fixed-price contract's price, p<sub>max</sub>, is
          the selling grid's marginal cost at the load threshold L ("priced as if L % busy"); a price-range contract
          runs from p<sub>max</sub> − δ<sub>k</sub> up to p<sub>max</sub>, δ<sub>k</sub> being what the last k % of load
          costs the seller (Eq. 4; "negotiable down by what k % more load costs"), and each job's price is negotiated
          within it: offer, accept, counter-offer or reject.
        </p>
      </HowThisWorks>
      <LoadError error={contracts.error} />
      {contracts.data && <ContractTable contracts={contracts.data} />}
      {contracts.data && contracts.data.length > 0 && (
        <>
          <h2>Price history</h2>
          <ContractHistories contracts={contracts.data} />
        </>
      )}
    </>
  );
}
