import { describe, expect, it } from 'vitest';
import { ApiError, formErrorsOf, formErrorsOfFailure, type Problem } from './problem';

const validation = (errors: Problem['errors']): Problem =>
  ({ type: '/problems/validation', title: 'Invalid request', status: 422, detail: 'invalid', errors });

describe('formErrorsOf', () => {
  it('puts each field error next to the form field of the same name', () => {
    const problem = validation([{ field: 'priceMicroGdPerProcessorHour', message: 'must be greater than or equal to 0' }]);
    expect(formErrorsOf(problem, ['priceMicroGdPerProcessorHour'])).toEqual({
      fields: { priceMicroGdPerProcessorHour: 'must be greater than or equal to 0' },
    });
  });

  it('follows aliases from the API field to the form field', () => {
    const problem = validation([{ field: 'price.priceMicroGdPerProcessorHour', message: 'too large' }]);
    expect(formErrorsOf(problem, ['price'], { 'price.priceMicroGdPerProcessorHour': 'price' }).fields).toEqual({ price: 'too large' });
  });

  it('keeps the first message when a field has several', () => {
    const problem = validation([{ field: 'id', message: 'first' }, { field: 'id', message: 'second' }]);
    expect(formErrorsOf(problem, ['id']).fields).toEqual({ id: 'first' });
  });

  it('reports errors of fields the form does not show as the general message', () => {
    const problem = validation([{ field: 'username', message: 'no such user' }, { field: 'other', message: 'bad' }]);
    expect(formErrorsOf(problem, ['username'])).toEqual({ fields: { username: 'no such user' }, general: 'other: bad' });
  });

  it('uses the detail when no field is concerned', () => {
    const problem: Problem = { type: '/problems/insufficient-funds', status: 422, detail: 'not enough G$' };
    expect(formErrorsOf(problem, ['amountMicroGd'])).toEqual({ fields: {}, general: 'not enough G$' });
  });

  it('places a taken username at the username field', () => {
    const problem: Problem = { type: '/problems/username-taken', status: 409, detail: 'username bob is already taken' };
    expect(formErrorsOf(problem, ['username', 'password']).fields).toEqual({ username: 'username bob is already taken' });
  });
});

describe('formErrorsOfFailure', () => {
  it('reads problems from ApiError and anything else as a general message', () => {
    const error = new ApiError(validation([{ field: 'id', message: 'bad id' }]));
    expect(formErrorsOfFailure(error, ['id']).fields).toEqual({ id: 'bad id' });
    expect(formErrorsOfFailure(new Error('offline'), ['id'])).toEqual({ fields: {}, general: 'offline' });
  });
});
