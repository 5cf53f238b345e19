import type { Schemas } from './schema';

/** One invalid field of a validation problem. */
export type FieldError = Schemas['FieldError'];

/**
 * RFC 9457 problem details as the service sends them (application/problem+json); the client makes one up, with
 * no title, for an answer that is not problem+json.
 */
export type Problem = Omit<Schemas['Problem'], 'title'> & { title?: string };

/** A refused or failed request; {@link problem} is the service's answer, or one made up for a bare error. */
export class ApiError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title ?? `request failed (${problem.status})`);
    this.name = 'ApiError';
    this.problem = problem;
  }

  get status(): number {
    return this.problem.status;
  }
}

/** Errors sorted for a form: one message per field it shows, and the rest as one general message. */
export interface FormErrors {
  fields: Record<string, string>;
  general?: string;
}

/** Problems without errors[] that still concern one field: their detail is shown at that field. */
const FIELD_OF_TYPE: Record<string, string> = {
  '/problems/username-taken': 'username',
  '/problems/site-name-taken': 'name',
};

/**
 * Splits a problem into field errors a form can place next to its inputs. {@code aliases} maps the API's
 * field path to the form's own field name (a form that takes G$ shows the error of {@code ...MicroGd}).
 * Errors for fields the form does not show, and problems without field errors, become the general message.
 */
export function formErrorsOf(problem: Problem, formFields: readonly string[],
                             aliases: Record<string, string> = {}): FormErrors {
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  const typeField = FIELD_OF_TYPE[problem.type];
  const errors = problem.errors ?? (typeField ? [{ field: typeField, message: describe(problem) }] : []);
  for (const error of errors) {
    const field = aliases[error.field] ?? error.field;
    if (formFields.includes(field) && !(field in fields)) {
      fields[field] = error.message;
    } else if (!formFields.includes(field)) {
      unplaced.push(error.field ? `${error.field}: ${error.message}` : error.message);
    }
  }
  const hasPlaced = Object.keys(fields).length > 0;
  const general = unplaced.length > 0 ? unplaced.join('; ') : hasPlaced ? undefined : describe(problem);
  return general === undefined ? { fields } : { fields, general };
}

/** One sentence for a person: the detail, else the title, else the status. */
export function describe(problem: Problem): string {
  return problem.detail ?? problem.title ?? `The request failed (HTTP ${problem.status}).`;
}

/** Turns any failure of a form submission into form errors (network errors included). */
export function formErrorsOfFailure(failure: unknown, formFields: readonly string[],
                                    aliases: Record<string, string> = {}): FormErrors {
  if (failure instanceof ApiError) {
    return formErrorsOf(failure.problem, formFields, aliases);
  }
  return { fields: {}, general: failure instanceof Error ? failure.message : String(failure) };
}
