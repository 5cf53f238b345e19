import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api, formErrorsOfFailure, type FormErrors } from '../api';
import { useAuth } from '../auth/AuthContext';
import { Field } from '../components/Field';
import { Notice } from '../components/Notice';
import { errorsOf } from '../lib/validation';
import { useLoad } from '../lib/useLoad';
import { homeOf } from '../navigation';
import styles from './LoginPage.module.css';
import { usePageTitle } from '../lib/usePageTitle';

const FIELDS = ['username', 'password'] as const;

export function LoginPage() {
  usePageTitle('Sign in');
  const { session, signedOutReason, signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const demo = useLoad(api.demo, 'demo');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);

  if (session && !busy) {
    return <Navigate to={homeOf(session.role)} replace />;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = errorsOf({
      username: username.trim() ? undefined : 'enter your username',
      password: password ? undefined : 'enter your password',
    });
    setErrors({ fields });
    if (Object.keys(fields).length > 0) {
      return;
    }
    setBusy(true);
    try {
      const signedIn = await signIn(username.trim(), password);
      navigate(from && from !== '/login' ? from : homeOf(signedIn.role), { replace: true });
    } catch (failure) {
      setErrors(formErrorsOfFailure(failure, FIELDS));
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>Sign in to gridmarket</h1>
        <p className="muted">The federation marketplace for compute clusters.</p>
        {signedOutReason === 'expired' && <Notice>Your session ended. Please sign in again.</Notice>}
        {errors.general && <Notice tone="danger">{errors.general}</Notice>}
        <form onSubmit={submit} noValidate>
          <Field label="Username" name="username" autoComplete="username" value={username}
                 error={errors.fields.username} onChange={(event) => setUsername(event.target.value)} />
          <Field label="Password" name="password" type="password" autoComplete="current-password" value={password}
                 error={errors.fields.password} onChange={(event) => setPassword(event.target.value)} />
          <button type="submit" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
        </form>
        {demo.data?.enabled && (
          <section className={styles.demo} aria-labelledby="demo-heading">
            <h2 id="demo-heading">Demo federation</h2>
            <p>
              This service runs the embedded demo. Choose an account
              {demo.data.password ? <>; every password is <code>{demo.data.password}</code></> : null}.
            </p>
            <ul className={styles.accounts}>
              {demo.data.usernames.map((name) => (
                <li key={name}>
                  <button type="button" className="secondary" onClick={() => {
                    setUsername(name);
                    if (demo.data?.password) {
                      setPassword(demo.data.password);
                    }
                  }}>
                    {name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}
