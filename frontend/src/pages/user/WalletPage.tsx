import { api } from '../../api';
import { AccountOverview } from '../../components/AccountOverview';

const PARTS = [
  { label: 'Balance', gd: 'balanceGd', explanation: 'Everything posted to your wallet.' },
  { label: 'Held', gd: 'heldGd', explanation: 'Reserved for jobs that have not finished.' },
  { label: 'Available', gd: 'availableGd', explanation: 'What you can spend on new jobs.' },
] as const;

/** The user's dashboard: the wallet and its statement (recent jobs join it with the job pages). */
export function WalletPage() {
  return (
    <AccountOverview title="Wallet" name="wallet" parts={[...PARTS]} loadBalance={api.wallet}
                     loadStatement={api.walletStatement}
                     intro="Your grid dollars. Jobs hold part of the balance until they finish; the statement shows every transfer with the running balance." />
  );
}
