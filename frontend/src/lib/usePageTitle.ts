import { useEffect } from 'react';

/** Each page names itself in the browser's tab and history: "Wallet · gridmarket". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · gridmarket` : 'gridmarket';
  }, [title]);
}
