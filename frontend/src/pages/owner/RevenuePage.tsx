import { api } from '../../api';
import { AccountOverview } from '../../components/AccountOverview';

const PARTS = [
  { label: 'Earned', gd: 'balanceGd', explanation: 'Posted payments for jobs run on your clusters.' },
  { label: 'Incoming', gd: 'incomingGd', explanation: 'Held job payments that will arrive once posted.' },
  { label: 'Available', gd: 'availableGd', explanation: 'Earnings you can pay out.' },
] as const;

export function RevenuePage() {
  return (
    <AccountOverview title="Revenue" name="revenue" parts={[...PARTS]} loadBalance={api.revenue}
                     loadStatement={api.revenueStatement}
                     intro="What your clusters have earned: each job pays its owner once it completes." />
  );
}
