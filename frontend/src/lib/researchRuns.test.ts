import { describe, expect, it } from 'vitest';
import type { Run, RunStatus } from '../api/experiments';
import {
  filesNamed, formatBytes, formatFigure, headlinesOf, numbersOf, percentOf, plainKey, runTitleOf, timeLeftOf, verdictWords,
  withStatus,
} from './researchRuns';

describe('a run in words', () => {
  it.each([
    [0, 'RUNNING', '0 %'], [0.4237, 'RUNNING', '42 %'], [0.999, 'RUNNING', '99 %'], [1, 'RUNNING', '99 %'],
    [1, 'DONE', '100 %'], [0.2, 'DONE', '100 %'], [1.7, 'RUNNING', '99 %'], [-0.5, 'QUEUED', '0 %'],
    [Number.NaN, 'RUNNING', '0 %'],
  ] as const)('progress %f while %s reads %s', (progress, state, words) => {
    expect(percentOf(progress, state)).toBe(words);
  });

  it('says how long is left, or why it cannot', () => {
    expect(timeLeftOf({ state: 'RUNNING', etaSeconds: 125 })).toBe('about 2 min 5 s left');
    expect(timeLeftOf({ state: 'RUNNING', etaSeconds: null })).toBe('estimating the time left…');
    expect(timeLeftOf({ state: 'QUEUED', etaSeconds: null })).toBe('starts when the runs before it have finished');
    expect(timeLeftOf({ state: 'DONE', etaSeconds: 0 })).toBe('');
  });

  it('names the seed as a random seed, never "seed 42" (which reads as a paper)', () => {
    expect(runTitleOf({ experiment: 'tender', quick: true, seed: 42 })).toBe('tender (quick run, random seed 42)');
    expect(runTitleOf({ experiment: 'intergrid', quick: false, seed: null })).toBe('intergrid (full run)');
    expect(runTitleOf({ experiment: 'replay', quick: true, seed: 1, options: { policy: 'easy', processors: '128',
      name: 'mytrace', trace: 'trace.swf' } })).toBe('replay of mytrace (easy, 128 processors)');
  });

  it.each([['reproduced', 'Reproduced'], ['direction-only', 'Direction only'], ['not-reproduced', 'Not reproduced'],
    ['something-new', 'something-new'], [null, '—']])('verdict %s reads %s', (verdict, words) => {
    expect(verdictWords(verdict)).toBe(words);
  });

  it('keeps the summary and files when a progress event arrives', () => {
    const run = { id: 1, state: 'RUNNING', progress: 0.1, summary: null, files: [{ name: 'a', bytes: 1,
      contentType: 'text/plain' }] } as unknown as Run;
    const status = { id: 1, state: 'DONE', progress: 1, etaSeconds: null } as unknown as RunStatus;
    const merged = withStatus(run, status);
    expect(merged.state).toBe('DONE');
    expect(merged.files).toHaveLength(1);
  });
});

describe('a summary', () => {
  const summary = {
    experiment: 'grid-federation',
    acceptance_pct_per_job: { independent: 83.4, federated: 99.6 },
    messages: [12, 40.5],
    note: 'text is no figure',
    headlines: [
      { name: 'acceptance per job, OFC vs independent', paper: '90.3 → 98.6 %', ours: '83.4 → 99.6 %',
        basis: 'per job', verdict: 'reproduced', reason: 'same direction, within 10 points' },
      { name: 'broken', paper: 1 },
    ],
  };

  it('gives its headlines, leaving out malformed rows, or undefined before summaries carry them', () => {
    expect(headlinesOf(summary)?.map((headline) => headline.name)).toEqual(['acceptance per job, OFC vs independent']);
    expect(headlinesOf({ experiment: 'tender' })).toBeUndefined();
    expect(headlinesOf(null)).toBeUndefined();
  });

  it('lists every number by its dotted path, arrays indexed, headlines left out', () => {
    expect(numbersOf(summary)).toEqual([
      { key: 'acceptance_pct_per_job.independent', value: 83.4 },
      { key: 'acceptance_pct_per_job.federated', value: 99.6 },
      { key: 'messages.0', value: 12 },
      { key: 'messages.1', value: 40.5 },
    ]);
    expect(plainKey('acceptance_pct_per_job.independent')).toBe('acceptance pct per job › independent');
    expect(plainKey('experiment_1.sites.0')).toBe('experiment 1 › sites › 0');
  });

  it('finds every report, the top one first (grid-federation writes experiment-N/report.md)', () => {
    const files = ['experiment-2/report.md', 'report.md.bak', 'a.csv', 'experiment-1/report.md', 'report.md',
      'old-report.md'].map((name) => ({ name }));
    expect(filesNamed(files, 'report.md').map((file) => file.name)).toEqual(
      ['report.md', 'experiment-1/report.md', 'experiment-2/report.md']);
    expect(filesNamed(undefined, 'charts.json')).toEqual([]);
  });

  it('formats figures and file sizes', () => {
    expect(formatFigure(1234.56789)).toBe('1,234.5679');
    expect(formatFigure(null)).toBe('—');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1234)).toBe('1.2 kB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
  });
});
