import { describe, expect, it } from 'vitest';
import type { JobBody } from '../api/types';
import { attemptFor, keepAfterFailure } from './submission';

const body: JobBody = { processors: 1, runtimeSeconds: 60, budgetMicroGd: 1, deadlineSeconds: 7200, strategy: 'OFC' };

describe('attemptFor', () => {
  let keys = 0;
  const newKey = () => `key-${++keys}`;

  it('gives a new submission a fresh key', () => {
    const first = attemptFor(undefined, 'form-a', () => body, newKey)!;
    expect(first.body).toEqual(body);
    expect(attemptFor(undefined, 'form-a', () => body, newKey)!.key).not.toBe(first.key);
  });

  it('resends the same body under the same key while the form is unchanged', () => {
    const first = attemptFor(undefined, 'form-a', () => body, newKey)!;
    const later = { ...body, deadlineSeconds: 7100 }; // a date-time deadline, the model clock moved on
    expect(attemptFor(first, 'form-a', () => later, newKey)).toBe(first);
  });

  it('makes a changed form a new submission', () => {
    const first = attemptFor(undefined, 'form-a', () => body, newKey)!;
    const second = attemptFor(first, 'form-b', () => ({ ...body, processors: 2 }), newKey)!;
    expect(second.key).not.toBe(first.key);
    expect(second.body.processors).toBe(2);
  });

  it('has nothing to send for an invalid form', () => {
    expect(attemptFor(undefined, 'bad', () => undefined, newKey)).toBeUndefined();
  });
});

describe('keepAfterFailure', () => {
  it('keeps the key only when the outcome is unknown', () => {
    expect(keepAfterFailure(0)).toBe(true);
    expect(keepAfterFailure(502)).toBe(true);
    expect(keepAfterFailure(422)).toBe(false);
    expect(keepAfterFailure(409)).toBe(false);
  });
});
