import { describe, expect, it } from 'vitest';
import { balanceSeries, extendedTo, rangeOf, redirectedLoadSeries } from './gatewaySeries';

const T = (minute: number) => Date.UTC(2026, 10, 26, 10, minute);
const at = (minute: number) => new Date(T(minute)).toISOString();

describe('balanceSeries', () => {
  it("plots each gateway's balance in G$, one series per grid in name order, oldest first", () => {
    const balances = [
      { at: at(5), grid: 'west', balanceMicroGd: 34_133_333 },
      { at: at(1), grid: 'west', balanceMicroGd: 0 },
      { at: at(5), grid: 'south', balanceMicroGd: 8_533_333 },
      { at: at(5), grid: 'west', balanceMicroGd: 0 },
    ];
    expect(balanceSeries(balances)).toEqual([
      { grid: 'south', points: [{ x: T(5), y: 8.533333 }] },
      { grid: 'west', points: [{ x: T(1), y: 0 }, { x: T(5), y: 34.133333 }, { x: T(5), y: 0 }] },
    ]);
  });

  it('has no series without balances', () => {
    expect(balanceSeries([])).toEqual([]);
  });
});

describe('redirectedLoadSeries', () => {
  it('cumulates each buyer grid\'s redirected CPU-seconds as CPU-hours, whatever the seller', () => {
    const redirections = [
      { at: at(2), jobId: 7, buyerGrid: 'west', sellerGrid: 'south', units: 1_024 * 360 },
      { at: at(1), jobId: 5, buyerGrid: 'west', sellerGrid: 'north', units: 3_600 },
      { at: at(3), jobId: 8, buyerGrid: 'north', sellerGrid: 'south', units: 7_200 },
      { at: at(4), jobId: 9, buyerGrid: 'west', sellerGrid: 'south', units: 1_800 },
    ];
    expect(redirectedLoadSeries(redirections)).toEqual([
      { grid: 'north', points: [{ x: T(3), y: 2 }] },
      { grid: 'west', points: [{ x: T(1), y: 1 }, { x: T(2), y: 103.4 }, { x: T(4), y: 103.9 }] },
    ]);
  });
});

describe('extendedTo and rangeOf', () => {
  const series = [{ grid: 'west', points: [{ x: T(1), y: 1 }, { x: T(2), y: 3 }] }, { grid: 'north', points: [] }];

  it('carries each series to the right edge at its last value', () => {
    expect(extendedTo(series, T(9))).toEqual([
      { grid: 'west', points: [{ x: T(1), y: 1 }, { x: T(2), y: 3 }, { x: T(9), y: 3 }] },
      { grid: 'north', points: [] },
    ]);
  });

  it('leaves a series that already reaches the edge alone', () => {
    expect(extendedTo(series, T(2))).toEqual(series);
  });

  it('spans all the points, or nothing', () => {
    expect(rangeOf(series)).toEqual({ min: T(1), max: T(2) });
    expect(rangeOf([])).toBeUndefined();
  });
});
