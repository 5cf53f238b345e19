import { describe, expect, it } from 'vitest';
import {
  checkLateness, latenessPerHour, deadlineSecondsAt, switchSizeUnit, deadlineSecondsInHours, EMPTY_JOB_FORM, jobBodyOf, modelNowMs, sameJob, toDateTimeLocal, formatDateTimeInput, parseDateTimeInput,
  type JobForm,
} from './jobForm';
import { STRATEGIES } from './strategies.fixture';

const form = (change: Partial<JobForm>): JobForm => ({ ...EMPTY_JOB_FORM, strategy: 'OFC', ...change });
const bodyOf = (jobForm: JobForm, modelNow?: number) => jobBodyOf(jobForm, STRATEGIES, modelNow);

describe('deadline conversion', () => {
  it('turns "in N hours" into whole seconds, rounding down', () => {
    expect(deadlineSecondsInHours('2')).toEqual({ value: 7200 });
    expect(deadlineSecondsInHours('0.5')).toEqual({ value: 1800 });
    expect(deadlineSecondsInHours('1.00001')).toEqual({ value: 3600 });
    expect(deadlineSecondsInHours(' .25 ')).toEqual({ value: 900 });
  });

  it('refuses what the API refuses', () => {
    expect(deadlineSecondsInHours('').error).toBe('required');
    expect(deadlineSecondsInHours('0').error).toBe('must be at least one second');
    expect(deadlineSecondsInHours('-1').error).toMatch(/number of hours/);
    expect(deadlineSecondsInHours('2h').error).toMatch(/number of hours/);
    expect(deadlineSecondsInHours('27778').error).toMatch(/at most 100,000,000 seconds/);
    expect(deadlineSecondsInHours('27777').value).toBe(99_997_200);
  });

  it('measures a date-time from the model clock now, in whole seconds rounded down', () => {
    const now = new Date(2026, 10, 21, 22, 0, 0, 400).getTime();
    expect(deadlineSecondsAt('2026-11-21T23:30', now)).toEqual({ value: 5399 });
    expect(deadlineSecondsAt('2026-11-22T00:00', new Date(2026, 10, 21, 22, 0).getTime())).toEqual({ value: 7200 });
    expect(deadlineSecondsAt('2026-11-21T21:59', now).error).toBe('must be later than the model time now');
    expect(deadlineSecondsAt('', now).error).toBe('required');
    expect(deadlineSecondsAt('2031-01-01T00:00', now).error).toMatch(/within 100,000,000 seconds/);
  });

  it('estimates the model clock between readings from the time scale', () => {
    const clock = { now: '2026-11-21T22:00:00Z', timeScale: 100 };
    expect(modelNowMs(clock, 1_000_000, 1_000_500)).toBe(Date.parse('2026-11-21T22:00:50Z'));
    expect(modelNowMs(clock, 1_000_000, 1_000_000)).toBe(Date.parse('2026-11-21T22:00:00Z'));
  });

  it('writes datetime-local values in the browser time zone', () => {
    expect(toDateTimeLocal(new Date(2026, 0, 2, 3, 4, 59).getTime())).toBe('2026-01-02T03:04');
  });
});

describe('jobBodyOf', () => {
  it('builds the API body with runtime, exact µG$ and the deadline in seconds', () => {
    const { body, errors } = bodyOf(form({ processors: '8', size: '3600', budget: '50000.000001',
      deadlineHours: '2', strategy: 'OFT' }));
    expect(errors).toEqual({});
    expect(body).toEqual({ processors: 8, runtimeSeconds: 3600, budgetMicroGd: 50_000_000_001, deadlineSeconds: 7200,
      strategy: 'OFT' });
  });

  it('sends lengthMi instead of runtimeSeconds for a length', () => {
    const { body } = bodyOf(form({ sizeUnit: 'length', size: '1000000' }));
    expect(body?.lengthMi).toBe(1_000_000);
    expect(body).not.toHaveProperty('runtimeSeconds');
  });

  it('converts a date-time deadline with the model clock, and waits for it', () => {
    const now = new Date(2026, 10, 21, 22, 0).getTime();
    expect(bodyOf(form({ deadlineMode: 'at', deadlineAt: '2026-11-21T23:00' }), now).body?.deadlineSeconds).toBe(3600);
    expect(bodyOf(form({ deadlineMode: 'at', deadlineAt: '2026-11-21T23:00' })).errors.deadline)
      .toBe('waiting for the model clock');
  });

  it('puts each problem at its field', () => {
    const { body, errors } = bodyOf(form({ processors: '0', size: '1.5', budget: '0', deadlineHours: '' }));
    expect(body).toBeUndefined();
    expect(errors).toEqual({ processors: 'must be greater than 0', size: 'a whole number, such as 8',
      budget: 'must be greater than 0', deadline: 'required' });
    expect(bodyOf(form({ processors: '1000001' })).errors.processors).toBe('must be at most 1,000,000');
    expect(bodyOf(form({ size: '100000001' })).errors.size).toBe('must be at most 100,000,000');
    expect(bodyOf(form({ budget: '1.0000001' })).errors.budget).toMatch(/six decimals/);
  });

  it('tells equal bodies apart from changed ones', () => {
    const a = bodyOf(form({})).body!;
    expect(sameJob(a, { ...a })).toBe(true);
    expect(sameJob(a, { ...a, deadlineSeconds: a.deadlineSeconds + 1 })).toBe(false);
  });
});

describe('a tender\'s lateness penalty', () => {
  it('is optional: empty means the job must finish by its deadline, and nothing is sent', () => {
    expect(checkLateness('')).toEqual({});
    expect(checkLateness('  ')).toEqual({});
    const { body, errors } = bodyOf(form({ strategy: 'TENDER', lateness: '' }));
    expect(errors).toEqual({});
    expect(body?.strategy).toBe('TENDER');
    expect(body).not.toHaveProperty('tardinessPenaltyMicroGdPerSecond');
  });

  it('turns G$ per second into exact µG$ per second', () => {
    expect(checkLateness('1.5')).toEqual({ micro: 1_500_000n });
    expect(checkLateness('0.000001')).toEqual({ micro: 1n });
    expect(bodyOf(form({ strategy: 'TENDER', lateness: ' 12.345678 ' })).body?.tardinessPenaltyMicroGdPerSecond)
      .toBe(12_345_678);
  });

  it('must be a number greater than 0 with at most six decimals', () => {
    expect(checkLateness('0').error).toBe('must be greater than 0');
    expect(checkLateness('-2').error).toBe('must be greater than 0');
    expect(checkLateness('abc').error).toMatch(/amount in G\$/);
    expect(checkLateness('1e3').error).toMatch(/amount in G\$/);
    expect(checkLateness('0.0000001').error).toMatch(/six decimals/);
    expect(checkLateness('9007199255').error).toBe('too large');
    const { body, errors } = bodyOf(form({ strategy: 'TENDER', lateness: '0' }));
    expect(body).toBeUndefined();
    expect(errors).toEqual({ lateness: 'must be greater than 0' });
  });

  it('is ignored (hidden, not sent) for the other strategies', () => {
    for (const strategy of ['OFC', 'OFT'] as const) {
      const { body, errors } = bodyOf(form({ strategy, lateness: 'not a number' }));
      expect(errors).toEqual({});
      expect(body).not.toHaveProperty('tardinessPenaltyMicroGdPerSecond');
    }
  });

  it('reads per hour as well', () => {
    expect(latenessPerHour('0.01')).toBe('36.00 G$ per hour late');
    expect(latenessPerHour('0.000001')).toBe('0.0036 G$ per hour late');
    expect(latenessPerHour('')).toBeUndefined();
    expect(latenessPerHour('0')).toBeUndefined();
  });

  it('makes another job when it changes (a new Idempotency-Key)', () => {
    const a = bodyOf(form({ strategy: 'TENDER', lateness: '1' })).body!;
    expect(sameJob(a, bodyOf(form({ strategy: 'TENDER', lateness: '1.0' })).body!)).toBe(true);
    expect(sameJob(a, bodyOf(form({ strategy: 'TENDER', lateness: '2' })).body!)).toBe(false);
    expect(sameJob(a, bodyOf(form({ strategy: 'TENDER', lateness: '' })).body!)).toBe(false);
  });

  it('rejects a strategy the service does not list, and waits for the list', () => {
    expect(bodyOf(form({ strategy: 'FASTEST' })).errors.strategy).toBe('must be one of OFC, OFT, TENDER, QUEUE');
    expect(jobBodyOf(form({}), undefined).errors.strategy).toBe('waiting for the list of strategies');
  });

  it('takes a penalty and lease types only where the service says the strategy takes them', () => {
    const plain = [{ name: 'EARLIEST', description: 'Starts first.', options: [], waitsInQueue: false,
      collectsBids: false, choosesInHomeGrid: false, basis: '' }];
    const { body } = jobBodyOf(form({ strategy: 'EARLIEST', lateness: '1', leaseType: 'CANCELLABLE' }), plain);
    expect(body).toEqual({ processors: 8, runtimeSeconds: 3600, budgetMicroGd: 50_000_000_000, deadlineSeconds: 7200,
      strategy: 'EARLIEST' });
  });
});

describe('switchSizeUnit', () => {
  const form = { ...EMPTY_JOB_FORM, processors: '8', sizeUnit: 'runtime' as const, size: '360000' };

  it('converts a runtime into MI at 1,000 MIPS per processor', () => {
    const { form: switched, notice } = switchSizeUnit(form, 'length');
    expect(switched.sizeUnit).toBe('length');
    expect(switched.size).toBe('2880000000');
    expect(notice).toBe('360,000 s on 8 processors at 1,000 MIPS is 2,880,000,000 MI.');
  });

  it('converts MI back into whole seconds, rounding up and saying so', () => {
    expect(switchSizeUnit({ ...form, sizeUnit: 'length', size: '2880000000' }, 'runtime').form.size).toBe('360000');
    const rounded = switchSizeUnit({ ...form, sizeUnit: 'length', size: '8001' }, 'runtime');
    expect(rounded.form.size).toBe('2');
    expect(rounded.notice).toContain('rounded up');
  });

  it('clears the number with a notice when it cannot be converted', () => {
    const badProcessors = switchSizeUnit({ ...form, processors: 'x' }, 'length');
    expect(badProcessors.form.size).toBe('');
    expect(badProcessors.notice).toBe('The runtime was cleared: it converts only with a valid number of processors.');
    const badSize = switchSizeUnit({ ...form, size: '3.5' }, 'length');
    expect(badSize.form.size).toBe('');
    expect(badSize.notice).toContain('cleared');
  });

  it('leaves an empty size empty and the same unit untouched', () => {
    expect(switchSizeUnit({ ...form, size: '' }, 'length')).toEqual({ form: { ...form, size: '', sizeUnit: 'length' } });
    expect(switchSizeUnit(form, 'runtime')).toEqual({ form });
  });
});

describe('the deadline date-time in the app format', () => {
  it('writes and reads "24 Nov 2026 22:30" in the browser time zone', () => {
    const at = new Date(2026, 10, 24, 22, 30).getTime();
    expect(formatDateTimeInput(at)).toBe('24 Nov 2026 22:30');
    expect(parseDateTimeInput('24 Nov 2026 22:30')).toBe(at);
    expect(parseDateTimeInput('24 Nov 2026, 22:30:00')).toBe(at);
    expect(parseDateTimeInput('2026-11-24T22:30')).toBe(at);
    expect(parseDateTimeInput('2026-11-24 22:30')).toBe(at);
  });

  it('refuses what is no date', () => {
    for (const text of ['', '31 Feb 2026 10:00', '24 Foo 2026 22:30', '24/11/2026 22:30', '2026-11-24T25:00']) {
      expect(parseDateTimeInput(text), text).toBeUndefined();
    }
    expect(deadlineSecondsAt('tomorrow', new Date(2026, 10, 24, 22, 30).getTime()).error)
      .toBe('a date and time such as 24 Nov 2026 22:30');
  });
});

describe('lease type in the body', () => {
  it('sends a preemptable lease type for OFC and OFT only, and never the default', () => {
    expect(bodyOf(form({ strategy: 'OFC', leaseType: 'SUSPENDABLE' })).body!.leaseType).toBe('SUSPENDABLE');
    expect(bodyOf(form({ strategy: 'OFT', leaseType: 'CANCELLABLE' })).body!.leaseType).toBe('CANCELLABLE');
    expect(bodyOf(form({ strategy: 'OFC', leaseType: 'NON_PREEMPTABLE' })).body).not.toHaveProperty('leaseType');
    expect(bodyOf(form({ strategy: 'TENDER', leaseType: 'SUSPENDABLE' })).body).not.toHaveProperty('leaseType');
  });

  it('is part of what makes two submissions the same job', () => {
    const suspendable = bodyOf(form({ leaseType: 'SUSPENDABLE' })).body!;
    expect(sameJob(suspendable, bodyOf(form({ leaseType: 'SUSPENDABLE' })).body!)).toBe(true);
    expect(sameJob(suspendable, bodyOf(form({ leaseType: 'CANCELLABLE' })).body!)).toBe(false);
    expect(sameJob(suspendable, bodyOf(form({})).body!)).toBe(false);
  });
});
