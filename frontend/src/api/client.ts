import { ApiError, type Problem } from './problem';
import { clearSession, currentSession } from '../auth/session';

/**
 * The one place the browser talks HTTP: adds the bearer token, turns every non-2xx answer into an
 * {@link ApiError} carrying the problem+json body, and reports a 401 to the handler that sends the
 * person back to the login page.
 */
let onUnauthorized: () => void = () => {};

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A body is sent as JSON, unless {@code bodyType} names another type: then it is sent as it is (a Blob or text,
 * e.g. an uploaded trace).
 */
export async function send(method: Method, path: string, body?: unknown, accept = 'application/json',
                           extraHeaders: Record<string, string> = {}, signal?: AbortSignal,
                           bodyType = 'application/json'): Promise<Response> {
  const headers: Record<string, string> = { Accept: `${accept}, application/problem+json`, ...extraHeaders };
  const session = currentSession();
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
  }
  if (body !== undefined) {
    headers['Content-Type'] = bodyType;
  }
  const raw = bodyType !== 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, signal,
      body: body === undefined ? undefined : raw ? body as BodyInit : JSON.stringify(body) });
  } catch (failure) {
    if (signal?.aborted) {
      throw failure;
    }
    throw new ApiError({ type: 'about:blank', status: 0, title: 'Network error',
      detail: 'The service could not be reached. Check your connection and try again.' });
  }
  if (!response.ok) {
    const problem = await problemOf(response);
    if (response.status === 401 && session) {
      clearSession();
      onUnauthorized();
    }
    throw new ApiError(problem);
  }
  return response;
}

async function problemOf(response: Response): Promise<Problem> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return (await response.json()) as Problem;
    } catch {
      // A broken body is reported as the bare status below.
    }
  }
  return { type: 'about:blank', status: response.status, title: response.statusText || 'Request failed' };
}

export async function getJson<T>(path: string): Promise<T> {
  return (await (await send('GET', path)).json()) as T;
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return (await (await send('POST', path, body)).json()) as T;
}

export async function putJson<T>(path: string, body: unknown): Promise<T> {
  return (await (await send('PUT', path, body)).json()) as T;
}

/** A text/plain answer (a job's script or output), as the text it is. */
export async function getText(path: string): Promise<string> {
  return (await send('GET', path, undefined, 'text/plain')).text();
}

/** For downloads that need the token (a plain link cannot send it). */
export async function getBlob(path: string, accept: string): Promise<Blob> {
  return (await send('GET', path, undefined, accept)).blob();
}

/** A query string from the defined values only. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
