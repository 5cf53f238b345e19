import { useState, type FormEvent } from 'react';
import { api, formErrorsOfFailure, type FormErrors, type Role } from '../../api';
import { Field, SelectField } from '../../components/Field';
import { LoadError, Notice } from '../../components/Notice';
import { WallTime } from '../../components/JobParts';
import { useLoad } from '../../lib/useLoad';
import { checkNewPassword, checkUsername, errorsOf } from '../../lib/validation';
import { usePageTitle } from '../../lib/usePageTitle';

const ROLES: readonly Role[] = ['user', 'owner', 'admin'];
const FIELDS = ['username', 'password', 'role'] as const;

/** Everyone with an account, and a form to add one. */
export function UsersPage() {
  usePageTitle('Users');
  const users = useLoad(api.users, 'users');
  return (
    <>
      <h1>Users</h1>
      <CreateUserForm onCreated={users.reload} />
      <h2>All accounts</h2>
      <LoadError error={users.error} />
      {users.data && (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col" className="number">Id</th>
                <th scope="col">Username</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id}>
                  <td className="number">{user.id}</td>
                  <td>{user.username}</td>
                  <td>{user.role}</td>
                  <td><WallTime iso={user.createdAt} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [created, setCreated] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(undefined);
    const fields = errorsOf({ username: checkUsername(username), password: checkNewPassword(password) });
    setErrors({ fields });
    if (Object.keys(fields).length > 0) {
      return;
    }
    setBusy(true);
    try {
      const user = await api.createUser({ username, password, role });
      setCreated(`Created ${user.role} ${user.username}.`);
      setUsername('');
      setPassword('');
      onCreated();
    } catch (failure) {
      setErrors(formErrorsOfFailure(failure, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel" onSubmit={submit} noValidate aria-label="Create a user">
      <h2 className="panel-title">Create a user</h2>
      {errors.general && <Notice tone="danger">{errors.general}</Notice>}
      {created && <Notice tone="success">{created}</Notice>}
      <div className="form-row">
        <Field label="Username" name="username" autoComplete="off" value={username} error={errors.fields.username}
               onChange={(event) => setUsername(event.target.value)} />
        <Field label="Password" name="password" type="password" autoComplete="new-password" value={password}
               hint="8 to 128 characters." error={errors.fields.password}
               onChange={(event) => setPassword(event.target.value)} />
        <SelectField label="Role" name="role" value={role} options={ROLES} error={errors.fields.role}
                     onChange={(value) => setRole(value as Role)} />
      </div>
      <button type="submit" disabled={busy}>{busy ? 'Creating…' : 'Create user'}</button>
    </form>
  );
}
