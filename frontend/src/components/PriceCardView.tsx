import type { PriceView } from '../api';
import { leaseFactorsText } from '../lib/leaseFactors';
import { perSecondToPerHourMicro } from '../lib/priceUnits';
import { Amount } from './Amount';

/** A site's posted price card; the optional parts only when set. */
export function PriceCardView({ price }: { price: PriceView | null }) {
  if (!price) {
    return <p className="muted">No price posted: the cluster is not in the directory.</p>;
  }
  return (
    <dl className="price-card">
      <dt>Price per processor-hour</dt>
      <dd data-testid="price"><Amount gd={price.priceGdPerProcessorHour} exact /></dd>
      {price.fixedCostMicroGdPerCpuSecond != null && (
        <>
          <dt>Fixed cost per processor-hour</dt>
          <dd data-testid="fixed-cost">
            <Amount micro={Number(perSecondToPerHourMicro(price.fixedCostMicroGdPerCpuSecond))} exact />
          </dd>
        </>
      )}
      {price.minMachinePriceMicroGdPerProcessorHour != null && price.maxMachinePriceMicroGdPerProcessorHour != null && (
        <>
          <dt>Price band for tenders: cheapest to dearest processor, per processor-hour</dt>
          <dd>
            <Amount micro={price.minMachinePriceMicroGdPerProcessorHour} exact /> to{' '}
            <Amount micro={price.maxMachinePriceMicroGdPerProcessorHour} exact />
          </dd>
        </>
      )}
      {price.leaseFactorsPermille && (
        <>
          <dt>Preemptable leases pay (cancellable / suspendable / migratable)</dt>
          <dd data-testid="lease-factors">
            {leaseFactorsText(price.leaseFactorsPermille)} of the price
          </dd>
        </>
      )}
    </dl>
  );
}
