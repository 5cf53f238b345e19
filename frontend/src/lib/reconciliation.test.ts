import { describe, expect, it } from 'vitest';
import { chargeCheck } from './reconciliation';

describe('chargeCheck', () => {
  it('counts what redirected jobs settled through gateways (issue 32 C3)', () => {
    const check = chargeCheck({ ok: true, chargedOnJobsMicroGd: 5_008_750_000, postedToOwnersMicroGd: 68_630_000,
      postedToGatewaysMicroGd: 4_940_120_000 });
    expect(check.paid.map((term) => term.label)).toEqual(['paid to owners', 'settled through gateways']);
    expect(check.differenceMicroGd).toBe(0);
    expect(check.balanced).toBe(true);
    expect(check.agree).toBe(true);
  });

  it('never ticks green when the sums differ, whatever the report says', () => {
    const check = chargeCheck({ ok: true, chargedOnJobsMicroGd: 5_008_750_000, postedToOwnersMicroGd: 68_630_000,
      postedToGatewaysMicroGd: 0 });
    expect(check.differenceMicroGd).toBe(4_940_120_000);
    expect(check.agree).toBe(false);
    expect(chargeCheck({ ok: false, chargedOnJobsMicroGd: 1, postedToOwnersMicroGd: 1, postedToGatewaysMicroGd: 0 })
      .agree).toBe(false);
  });
});
