import { useState, type FormEvent } from 'react';
import { api, formErrorsOfFailure, type FormErrors, type Transfer } from '../../api';
import { Amount } from '../../components/Amount';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { checkGrantAmount, checkTransferId, errorsOf } from '../../lib/validation';
import { usePageTitle } from '../../lib/usePageTitle';

const FIELDS = ['id', 'username', 'amountMicroGd'] as const;

function newGrantId(): string {
  return `grant-${new Date().toISOString().replace(/[^0-9]/g, '').slice(0, 14)}`;
}

/** The treasury issues G$ to a user's wallet; the grant id makes a repeated submission harmless. */
export function GrantsPage() {
  usePageTitle('Grants');
  const [id, setId] = useState(newGrantId);
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [granted, setGranted] = useState<{ transfer: Transfer; username: string }>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGranted(undefined);
    const checkedAmount = checkGrantAmount(amount);
    const fields = errorsOf({
      id: checkTransferId(id),
      username: username.trim() ? undefined : 'required',
      amountMicroGd: checkedAmount.error,
    });
    setErrors({ fields });
    if (checkedAmount.micro === undefined || Object.keys(fields).length > 0) {
      return;
    }
    setBusy(true);
    try {
      const transfer = await api.grant({ id, username: username.trim(), amountMicroGd: Number(checkedAmount.micro) });
      setGranted({ transfer, username: username.trim() });
      setId(newGrantId());
      setAmount('');
    } catch (failure) {
      setErrors(formErrorsOfFailure(failure, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1>Grants</h1>
      <p className="muted">
        The treasury issues grid dollars to a user's wallet. Sending the same grant id again records nothing new;
        the same id with other values is refused.
      </p>
      <form className="panel" onSubmit={submit} noValidate aria-label="Grant G$">
        {errors.general && <Notice tone="danger">{errors.general}</Notice>}
        {granted && (
          <Notice tone="success">
            Granted <Amount gd={granted.transfer.amountGd} exact /> to {granted.username} (transfer{' '}
            <span className="mono">{granted.transfer.id}</span>).
          </Notice>
        )}
        <div className="form-row">
          <Field label="Grant id" name="id" value={id} error={errors.fields.id}
                 hint="Letters, digits and . _ : - (up to 64)." onChange={(event) => setId(event.target.value)} />
          <Field label="Username" name="username" value={username} error={errors.fields.username}
                 onChange={(event) => setUsername(event.target.value)} />
          <Field label="Amount (G$)" name="amount" inputMode="decimal" value={amount} error={errors.fields.amountMicroGd}
                 onChange={(event) => setAmount(event.target.value)} />
        </div>
        <button type="submit" disabled={busy}>{busy ? 'Granting…' : 'Grant'}</button>
      </form>
    </>
  );
}
