import { pageCount } from '../lib/paging';

/** Previous/next over a paged list, with where we are. */
export function Pager({ page, size, total, onPage }: { page: number; size: number; total: number;
  onPage: (page: number) => void }) {
  const pages = pageCount(total, size);
  if (pages <= 1) {
    return null;
  }
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <span>Page {page + 1} of {pages}</span>
      <button type="button" className="secondary" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Older
      </button>
    </nav>
  );
}
