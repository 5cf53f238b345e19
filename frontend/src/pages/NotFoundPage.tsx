import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>There is no page at this address. <Link to="/">Go to your home page</Link>.</p>
    </>
  );
}
