import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../api/experiments';
import { layoutChart, linePath, nearestPoint, niceAxis, niceStep, type Box } from './chartScale';

/** The plot spans x 50..390 (340 px) and y 260 (bottom) .. 10 (top), 250 px. */
const BOX: Box = { width: 400, height: 300, left: 50, right: 10, top: 10, bottom: 40 };

function chart(kind: ChartSpec['kind'], series: ChartSpec['series']): ChartSpec {
  return { id: 'c', title: 'T', xLabel: 'x', yLabel: 'y', kind, series };
}

describe('niceStep and niceAxis', () => {
  it.each([
    [0.3, 0.5], [1, 1], [1.2, 2], [2, 2], [2.1, 5], [8.8, 10], [19.6, 20], [44, 50], [0.05, 0.05],
  ])('rounds a rough step of %f up to %f', (rough, step) => {
    expect(niceStep(rough)).toBeCloseTo(step, 12);
  });

  it('widens the data to round ticks', () => {
    expect(niceAxis(0, 10)).toEqual({ min: 0, max: 10, ticks: [0, 2, 4, 6, 8, 10] });
    // 44 / 5 = 8.8 → steps of 10; 3 → 0 and 47 → 50.
    expect(niceAxis(3, 47)).toEqual({ min: 0, max: 50, ticks: [0, 10, 20, 30, 40, 50] });
    // 0.25 / 5 = 0.05: ticks without binary noise (0.15, not 0.15000000000000002).
    expect(niceAxis(0.1, 0.35).ticks).toEqual([0.1, 0.15, 0.2, 0.25, 0.3, 0.35]);
    expect(niceAxis(-7, 12)).toEqual({ min: -10, max: 15, ticks: [-10, -5, 0, 5, 10, 15] });
  });

  it('gives a flat series room around its value', () => {
    // 5 ± 0.5 → a step of 0.2 from 4.4 to 5.6.
    expect(niceAxis(5, 5)).toEqual({ min: 4.4, max: 5.6, ticks: [4.4, 4.6, 4.8, 5, 5.2, 5.4, 5.6] });
    // 0 ± 1 → 2 / 5 = 0.4 → steps of 0.5.
    expect(niceAxis(0, 0)).toEqual({ min: -1, max: 1, ticks: [-1, -0.5, 0, 0.5, 1] });
  });
});

describe('layoutChart', () => {
  it("places a line chart's points on its round axes (hand-computed)", () => {
    const layout = layoutChart(chart('line', [{ name: 'OFC', x: [0, 5, 10], y: [0, 50, 100] }]), BOX);
    // x: 0..10 over 340 px → 34 px per unit; y: 0..100 over 250 px → 2.5 px per unit, upwards.
    expect(layout.series[0].points.map((p) => [p.px, p.py])).toEqual([[50, 260], [220, 135], [390, 10]]);
    expect(layout.xTicks.map((tick) => tick.px)).toEqual([50, 118, 186, 254, 322, 390]);
    expect(layout.yTicks.map((tick) => [tick.py, tick.label])).toEqual(
      [[260, '0'], [210, '20'], [160, '40'], [110, '60'], [60, '80'], [10, '100']]);
    expect(linePath(layout.series[0].points)).toBe('M50 260 L220 135 L390 10');
  });

  it('scales to the nice axis, not to the data: 47 on a 0..50 axis is 235 px up', () => {
    const layout = layoutChart(chart('scatter', [{ name: 'a', x: [1, 4], y: [3, 47] }]), BOX);
    // x: 1..4 → rough 0.6 → step 1 → axis 1..4, 113⅓ px per unit.
    expect(layout.xAxis).toEqual({ min: 1, max: 4, ticks: [1, 2, 3, 4] });
    const [first, second] = layout.series[0].points;
    expect(first.px).toBe(50);
    expect(first.py).toBe(260 - 0.06 * 250);
    expect(second.px).toBe(390);
    expect(second.py).toBe(25);
  });

  it('leaves out points without a finite value', () => {
    const layout = layoutChart(chart('line', [{ name: 'a', x: [0, 1, 2], y: [1, Number.NaN, 3] }]), BOX);
    expect(layout.series[0].points.map((p) => p.x)).toEqual([0, 2]);
    const withNull = layoutChart(chart('line', [{ name: 'a', x: [0, 1], y: [1, null as unknown as number] }]), BOX);
    expect(withNull.series[0].points).toHaveLength(1);
  });

  it('shares the width in bands for category bars, from zero (hand-computed)', () => {
    const layout = layoutChart(chart('bar', [
      { name: 'per job', x: ['OFC', 'independent'], y: [98, 83] },
      { name: 'per cluster', x: ['OFC', 'independent'], y: [90, 80] },
    ]), BOX);
    // y 0..98 → steps of 20 → 0..100; two bands of 170 px, bars 80 % of a band shared by two series: 68 px each.
    expect(layout.categories).toEqual(['OFC', 'independent']);
    expect(layout.yAxis.max).toBe(100);
    expect(layout.xTicks).toEqual([{ px: 135, label: 'OFC' }, { px: 305, label: 'independent' }]);
    const [ofc, independent] = layout.series[0].bars!;
    expect([ofc.px, ofc.barWidth, ofc.py, ofc.zeroY]).toEqual([67, 68, 15, 260]);
    expect(independent.px).toBe(237);
    expect(layout.series[1].bars![0].px).toBe(135);
    expect(layout.series[1].bars![0].py).toBe(35);
    expect(layout.series[0].points[0].px).toBe(101);
  });

  it('finds the point nearest the pointer, by x first', () => {
    const layout = layoutChart(chart('line', [
      { name: 'a', x: [0, 5, 10], y: [0, 50, 100] },
      { name: 'b', x: [0, 5, 10], y: [100, 60, 0] },
    ]), BOX);
    expect(nearestPoint(layout, 215, 140)).toEqual({ series: 0, point: 1 });
    expect(nearestPoint(layout, 215, 112)).toEqual({ series: 1, point: 1 });
    expect(nearestPoint(layout, 60, 20)).toEqual({ series: 1, point: 0 });
  });
});
