import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeriesChart } from './SeriesChart';

describe('a chart of charts.json as SVG', () => {
  const markup = renderToStaticMarkup(<SeriesChart spec={{
    id: 'acceptance', title: 'Acceptance', xLabel: 'Load', yLabel: 'Accepted (%)', kind: 'line',
    series: [{ name: 'OFC', x: [0, 5, 10], y: [0, 50, 100] }, { name: 'independent', x: [0, 10], y: [100, 0] }],
  }} />);

  it('draws each series as a path, in a 640 × 320 box (plot 64..624 by 264..16)', () => {
    // x 0..10 over 560 px, y 0..100 over 248 px: (5, 50) is at (344, 140).
    expect(markup).toContain('viewBox="0 0 640 320"');
    expect(markup).toContain('<g data-series="OFC"><path d="M64 264 L344 140 L624 16"');
    expect(markup).toContain('<g data-series="independent"><path d="M64 16 L624 264"');
  });

  it('labels the axes and lists the series in a legend', () => {
    expect(markup).toContain('>Load</text>');
    expect(markup).toContain('>Accepted (%)</text>');
    expect(markup).toMatch(/<ul[^>]*aria-label="Legend"[^>]*>.*OFC.*independent.*<\/ul>/);
    expect(markup).toContain('tabindex="0"');
  });
});
