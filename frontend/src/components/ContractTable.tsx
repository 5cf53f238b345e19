import { useState } from 'react';
import { api, ApiError, describe, type ContractView } from '../api';
import { CONTRACT_TYPE_WORDS, contractParties, formatCpuHours, priceRangeText, repricingText } from '../lib/contracts';
import { formatInteger } from '../lib/format';
import { ModelTime } from './JobParts';
import { Notice } from './Notice';
import styles from './ContractTable.module.css';

/**
 * Contracts between grids (seed 000 §5.1), newest first: who buys from whom, the current price range per
 * processor-hour, which holds until the contract is repriced next (shown in model time), the load redirected
 * under each, and, for admins, End (after confirming).
 */
export function ContractTable({ contracts, onEnded }: { contracts: ContractView[]; onEnded?: () => void }) {
  const [confirming, setConfirming] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string }>();

  async function end(contract: ContractView) {
    setBusy(true);
    setMessage(undefined);
    try {
      const ended = await api.endContract(contract.id);
      setMessage({ tone: 'success', text: `Contract ${ended.id} (${contractParties(ended)}) ended: no new job is redirected under it.` });
    } catch (failure) {
      setMessage({ tone: 'danger', text: failure instanceof ApiError ? describe(failure.problem) : String(failure) });
    } finally {
      setBusy(false);
      setConfirming(undefined);
      onEnded?.();
    }
  }

  const ending = contracts.find((contract) => contract.id === confirming && contract.active);
  if (contracts.length === 0) {
    return <p>No contract yet: no grid can redirect a job to another.</p>;
  }
  return (
    <>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {ending && (
        <div role="alertdialog" aria-labelledby="end-contract-heading" aria-describedby="end-contract-words"
             className="panel" data-testid="end-confirmation">
          <h3 id="end-contract-heading">End contract {ending.id} ({contractParties(ending)})?</h3>
          <p id="end-contract-words">
            Grid {ending.buyerGrid} can no longer redirect jobs to grid {ending.sellerGrid} under it; jobs already
            redirected run on. The contract is kept, never deleted.
          </p>
          <div className="actions">
            <button type="button" onClick={() => end(ending)} disabled={busy}>{busy ? 'Ending…' : 'Yes, end it'}</button>
            <button type="button" className="secondary" onClick={() => setConfirming(undefined)} disabled={busy}>
              Keep it
            </button>
          </div>
        </div>
      )}
      <div className="table-scroll">
        <table data-testid="contracts">
          <caption className="visually-hidden">Contracts between grids, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Contract: buyer → seller</th>
              <th scope="col">Type</th>
              <th scope="col" className="number">G$ per processor-hour</th>
              <th scope="col">Repriced next</th>
              <th scope="col" className="number">Jobs</th>
              <th scope="col" className="number">CPU-hours</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {contracts.map((contract) => (
              <tr key={contract.id} id={`contract-${contract.id}`} data-contract={contract.id}>
                <th scope="row">
                  <span data-testid="contract-parties">{contractParties(contract)}</span>
                  <small className={styles.detail}>contract {contract.id}</small>
                </th>
                <td>
                  {CONTRACT_TYPE_WORDS[contract.type] ?? contract.type}
                  <small className={styles.detail} title={`L ${contract.loadThresholdPct} %`
                    + (contract.type === 'RANGE' ? `, k ${contract.kPct} %` : '')}>
                    priced as if {contract.loadThresholdPct} % busy
                    {contract.type === 'RANGE' && <>, negotiable down by what {contract.kPct} % more load costs</>}
                  </small>
                  <small className={styles.detail}>{repricingText(contract.updateIntervalSeconds)}</small>
                </td>
                <td className="number" data-testid="contract-price">{priceRangeText(contract.current)}</td>
                <td data-testid="contract-repriced-next">
                  {contract.active ? <ModelTime iso={contract.current?.nextUpdateAt} /> : <span className="muted">—</span>}
                </td>
                <td className="number" data-testid="contract-jobs">{formatInteger(contract.redirectedJobs)}</td>
                <td className="number">{formatCpuHours(contract.redirectedUnits)}</td>
                <td data-testid="contract-state" className={styles.state}>
                  {contract.active ? 'active' : <>ended<span className={styles.detail}><ModelTime iso={contract.endedAt} /></span></>}
                  {contract.active && onEnded && (
                    <div>
                      <button type="button" className="secondary" disabled={busy}
                              aria-label={`End contract ${contract.id}`} aria-expanded={confirming === contract.id}
                              onClick={() => setConfirming(contract.id)}>
                        End…
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Each contract's prices over time, oldest first, one disclosure per contract. */
export function ContractHistories({ contracts }: { contracts: ContractView[] }) {
  if (contracts.length === 0) {
    return null;
  }
  return (
    <>
      {contracts.map((contract) => (
        <details key={contract.id} data-testid="contract-history" data-contract={contract.id}>
          <summary>
            Contract {contract.id}, {contractParties(contract)}: {formatInteger(contract.history.length)} pricing
            {contract.history.length === 1 ? '' : 's'}
          </summary>
          {contract.history.length === 0 ? <p className="muted">Not priced yet.</p> : (
            <div className="table-scroll">
              <table>
                <caption className="visually-hidden">Prices of contract {contract.id}, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Priced at</th>
                    <th scope="col" className="number">Price per processor-hour (G$)</th>
                    <th scope="col">Valid until</th>
                  </tr>
                </thead>
                <tbody>
                  {contract.history.map((price, index) => (
                    <tr key={index}>
                      <td><ModelTime iso={price.pricedAt} /></td>
                      <td className="number">{priceRangeText(price)}</td>
                      <td><ModelTime iso={price.nextUpdateAt} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </details>
      ))}
    </>
  );
}
