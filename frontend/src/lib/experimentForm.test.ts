import { describe, expect, it } from 'vitest';
import {
  checkOption, defaultsOf, inputKindOf, newRunForm, replayOf, runBodyOf, traceNameOf,
} from './experimentForm';
import { CATALOGUE } from './experimentForm.fixture';

const [TENDER, INTERGRID] = CATALOGUE;

describe('the new-run form from the catalogue', () => {
  it('gives each option type its input', () => {
    expect(TENDER.options.map(inputKindOf)).toEqual(['integer', 'select', 'number', 'checkbox', 'text']);
  });

  it('fills every option with its default; a choice without one takes its first value', () => {
    expect(defaultsOf(TENDER)).toEqual({ lambda: '7', policy: 'ECO', penalty: '0.5', plots: 'true', label: '' });
    expect(defaultsOf(INTERGRID)).toEqual({ grids: '2' });
    expect(newRunForm(TENDER)).toEqual({ experiment: 'tender', quick: true, seed: '',
      options: defaultsOf(TENDER) });
  });

  it.each([
    ['lambda', '12', undefined], ['lambda', '1.5', 'must be a whole number'], ['lambda', 'x', 'must be a whole number'],
    ['lambda', '', undefined],
    ['penalty', '2.5e-1', undefined], ['penalty', '.5', undefined], ['penalty', 'NaN', 'must be a number'],
    ['policy', 'RR', undefined], ['policy', 'rr', 'must be one of RR, ECO, RANDOM'],
    ['plots', 'false', undefined], ['plots', 'yes', 'must be true or false'],
    ['label', 'anything', undefined],
  ])('option %s = "%s": %s', (name, text, error) => {
    expect(checkOption(TENDER.options.find((option) => option.name === name)!, text)).toBe(error);
  });

  it('sends only what differs from the defaults, the seed as a number', () => {
    const form = newRunForm(TENDER);
    expect(runBodyOf(TENDER, form)).toEqual({ body: { experiment: 'tender', quick: true }, errors: {} });
    const changed = { ...form, quick: false, seed: '42', options: { ...form.options, lambda: ' 9 ', policy: 'RR' } };
    expect(runBodyOf(TENDER, changed).body).toEqual({ experiment: 'tender', quick: false, seed: 42,
      options: { lambda: '9', policy: 'RR' } });
  });

  it("names the bad fields as the service does (options.NAME), and sends nothing", () => {
    const form = { ...newRunForm(TENDER), seed: '4x', options: { ...defaultsOf(TENDER), lambda: '7.5' } };
    expect(runBodyOf(TENDER, form)).toEqual({ errors: { seed: 'must be a whole number',
      'options.lambda': 'must be a whole number' } });
  });
});

describe('the trace upload form', () => {
  const file = { name: 'SDSC-SP2-1998-4.2-cln.swf.gz', size: 1000 };

  it('takes the name from the file when none is typed', () => {
    expect(traceNameOf(file.name)).toBe('SDSC-SP2-1998-4-2-cln');
    expect(traceNameOf('my trace (v2).swf')).toBe('my-trace-v2-');
    expect(replayOf({ policy: 'easy', processors: '128', name: '' }, file, 2000)).toEqual({
      replay: { policy: 'easy', processors: 128, name: 'SDSC-SP2-1998-4-2-cln' }, errors: {} });
    expect(replayOf({ policy: 'easy', processors: '128', name: 'a.b' }, file, 2000).errors).toEqual({
      name: "must be 1-64 letters, digits, '-' or '_', starting with a letter or digit" });
  });

  it('refuses a missing, empty or too large file and a bad processor count', () => {
    expect(replayOf({ policy: 'easy', processors: '0', name: 'x' }, undefined, 2000).errors).toEqual({
      trace: 'choose a trace file', processors: 'must be a whole number of at least 1' });
    expect(replayOf({ policy: 'easy', processors: '8', name: 'x' }, { name: 'a.swf', size: 0 }, 2000).errors)
      .toEqual({ trace: 'the file is empty' });
    expect(replayOf({ policy: 'easy', processors: '8', name: 'x' }, { name: 'a.swf', size: 3 * 1024 * 1024 },
      2 * 1024 * 1024).errors).toEqual({ trace: 'the file is larger than 2 MiB' });
  });
});
