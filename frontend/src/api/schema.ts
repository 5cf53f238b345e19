/**
 * The service's JSON, as its OpenAPI document describes it: `generated/openapi.ts` is made from `openapi.json`
 * (a snapshot of /q/openapi, kept equal to it by OpenApiSnapshotTest) by every build and test run
 * (`npm run api:types`). Nothing here restates a field.
 */
import type { components, operations } from './generated/openapi';

/** The schemas under `components.schemas`, by the names the service gives them. */
export type Schemas = components['schemas'];

/**
 * What operation `O` (its operationId) answers with 200 as JSON: for records whose schema name is generic
 * (`View`, `Report`, …, named after nested Java records) the operation is the stable handle.
 */
export type Answer<O extends keyof operations> = operations[O]['responses'] extends { 200: infer R }
  ? R extends { content: { 'application/json': infer Body } } ? Body : never
  : never;

/**
 * The document states which fields are always present but not yet which may be null (the Java records carry no
 * nullability), so a type names its nullable fields here. A name the service no longer sends fails the type check.
 */
export type Nullable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

/**
 * Narrows fields the service sends as plain text but whose values the client knows (JobState, Role, …): the Java
 * records hold them as `String`, so the document says only `string`.
 */
export type Narrowed<T, R extends { [P in keyof R]: P extends keyof T ? unknown : never }> = Omit<T, keyof R> & R;
