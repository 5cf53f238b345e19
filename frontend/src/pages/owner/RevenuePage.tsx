import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiError, describe, type Revenue, type Transfer } from '../../api';
import { AccountOverview } from '../../components/AccountOverview';
import type { BalancePart } from '../../components/BalanceCards';
import { Amount } from '../../components/Amount';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { newIdempotencyKey } from '../../lib/idempotency';
import { keepPayoutAfterFailure, payoutAttempt, type PayoutAttempt } from '../../lib/payout';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';

/** While payments are incoming, the totals are re-read this often: jobs on the owner's clusters are not streamed. */
const REFRESH_MS = 5000;

/** Four separate figures: earned never goes down; a payout moves money from available to paid out. */
const PARTS: BalancePart<Revenue>[] = [
  { label: 'Earned (all time)', gd: 'earnedGd',
    explanation: 'Every payment for jobs run on your clusters since you joined. A payout does not lower it.' },
  { label: 'Incoming', gd: 'incomingGd',
    explanation: "Payments held from users' wallets for jobs on your clusters; they arrive when the jobs end." },
  { label: 'Paid out', gd: 'paidOutGd', explanation: 'What you have taken out of the market.' },
  { label: 'Available', gd: 'availableGd', explanation: 'Earned − paid out: what you can pay out now.' },
];

export function RevenuePage() {
  usePageTitle('Revenue');
  const [refresh, setRefresh] = useState(0);
  const balance = useLoad(api.revenue, `revenue-for-payout-${refresh}`);
  const incoming = (balance.data?.incomingMicroGd ?? 0) > 0;
  useEffect(() => {
    if (!incoming) {
      return undefined;
    }
    const timer = setInterval(() => setRefresh((r) => r + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, [incoming]);
  return (
    <AccountOverview title="Revenue" name="revenue" parts={PARTS} loadBalance={api.revenue}
                     loadStatement={api.revenueStatement} refreshKey={refresh}
                     intro="What your clusters have earned: each job pays its owner once it completes. A payout moves earnings out of the market; it shows in the statement as code payout. While payments are incoming, the page re-reads them every 5 s.">
      {balance.data && <PayoutForm balance={balance.data} onPaid={() => setRefresh((r) => r + 1)} />}
    </AccountOverview>
  );
}

function PayoutForm({ balance, onPaid }: { balance: Revenue; onPaid: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [paid, setPaid] = useState<Transfer>();
  const [busy, setBusy] = useState(false);
  const attempt = useRef<PayoutAttempt>(undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPaid(undefined);
    setGeneral(undefined);
    const next = payoutAttempt(attempt.current, amount, balance.availableMicroGd, newIdempotencyKey);
    setError(next.error);
    attempt.current = next.attempt;
    if (!next.attempt) {
      return;
    }
    setBusy(true);
    try {
      setPaid(await api.payout(next.attempt.body));
      attempt.current = undefined;
      setAmount('');
      onPaid();
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      if (!keepPayoutAfterFailure(status)) {
        attempt.current = undefined;
      }
      const text = status === 404 || status === 405 ? 'This service cannot pay out revenue yet.'
        : failure instanceof ApiError ? describe(failure.problem) : String(failure);
      setGeneral(attempt.current ? `${text} Paying out again is safe: it cannot pay twice.` : text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="payout-heading">
      <h2 id="payout-heading" className="panel-title">Pay out revenue</h2>
      {general && <Notice tone="danger">{general}</Notice>}
      {paid && <Notice tone="success">Paid out <Amount gd={paid.amountGd} exact /> (transfer <span className="mono">{paid.id}</span>).</Notice>}
      <Field label="Amount to pay out (G$)" name="amountMicroGd" inputMode="decimal" value={amount} error={error}
             hint={<>Up to the <Amount micro={balance.availableMicroGd} exact /> available.</>}
             onChange={(event) => setAmount(event.target.value)} />
      <button type="submit" disabled={busy || balance.availableMicroGd <= 0}>{busy ? 'Paying out…' : 'Pay out'}</button>
    </form>
  );
}
