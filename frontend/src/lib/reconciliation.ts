import type { ReconciliationReport } from '../api/types';

/** One term of the jobs audit's money check, in µG$. */
export interface ChargeTerm {
  label: string;
  microGd: number;
}

/**
 * The jobs audit's money check with every term: charged on jobs = paid to owners + settled through gateways
 * (a redirected job's charge is posted to its home grid's gateway settlement account, seed 000, which pays the
 * serving grid and the site's owner from there). `balanced` when the two sides are equal to the µG$; `agree`
 * (the green tick) only when that holds and every other check of the report passed.
 */
export function chargeCheck(report: Pick<ReconciliationReport, 'ok' | 'chargedOnJobsMicroGd' | 'postedToOwnersMicroGd'
  | 'postedToGatewaysMicroGd'>): { charged: ChargeTerm; paid: ChargeTerm[]; differenceMicroGd: number;
  balanced: boolean; agree: boolean } {
  const paid = [
    { label: 'paid to owners', microGd: report.postedToOwnersMicroGd },
    { label: 'settled through gateways', microGd: report.postedToGatewaysMicroGd ?? 0 },
  ];
  const differenceMicroGd = report.chargedOnJobsMicroGd - paid.reduce((sum, term) => sum + term.microGd, 0);
  const balanced = differenceMicroGd === 0;
  return { charged: { label: 'Charged on jobs', microGd: report.chargedOnJobsMicroGd }, paid, differenceMicroGd,
    balanced, agree: report.ok && balanced };
}
