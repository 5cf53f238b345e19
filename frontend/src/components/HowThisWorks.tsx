import type { ReactNode } from 'react';

/**
 * The papers' own terms (GFA, DBC, TAI2, p_max …) for whoever wants them, folded away: the page above speaks
 * plain words, and this disclosure says how the mechanism works in the paper's language, citing the seed section
 * it follows ({@code source}, e.g. "seed 004 §3.3"). Closed until opened, so its text is not part of what a
 * person reads at first.
 */
export function HowThisWorks({ source, children }: { source: string; children: ReactNode }) {
  return (
    <details className="how-this-works" data-testid="how-this-works">
      <summary>How this works</summary>
      <div className="how-this-works-body">
        {children}
        <p className="muted">Source: {source} (the papers this market follows are listed in its README).</p>
      </div>
    </details>
  );
}
