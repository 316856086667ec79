import { hc } from 'hono/client';
import type { ApiType } from '#server/api.ts';
import { fetchNotingKeptCopies } from './kept-copies.ts';

type ApiIssue = { path: string; message: string };

/** The one error shape of Harbor's API, parsed in one place; features show `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];

  constructor(status: number, code: string, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach Harbor. Please check your connection and try again.';

export const api = hc<ApiType>('/api', {
  init: { credentials: 'same-origin' },
  fetch: fetchNotingKeptCopies,
});

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as {
      error?: { code?: string; message?: string; issues?: ApiIssue[] };
    };
    return new ApiError(
      response.status,
      body.error?.code ?? 'HTTP_ERROR',
      body.error?.message ?? 'An unexpected error occurred. Please try again.',
      body.error?.issues,
    );
  } catch {
    return new ApiError(response.status, 'HTTP_ERROR', 'An unexpected error occurred. Please try again.');
  }
}

/** Awaits a typed client call and returns its JSON (nothing for a 204), or throws ApiError (status 0 when offline). */
export async function unwrap<T>(
  call: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
): Promise<T> {
  let response: { ok: boolean; status: number; json(): Promise<T> };
  try {
    response = await call;
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response as unknown as Response);
  // A route that answers 204 (a removal, say) has no body for the JSON reader.
  if (response.status === 204) return undefined as T;
  return response.json();
}

/** For routes the typed client cannot describe (uploads, downloads): same error handling. */
export async function apiFetch(input: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** A request the server never answered (offline, down) is worth keeping to send again; a refusal is not. */
export const isDeliveryFailure = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** The message to show for any thrown value. */
export const messageOf = (error: unknown, fallback = 'An unexpected error occurred. Please try again.') =>
  error instanceof Error && error.message ? error.message : fallback;

/** The server's refusal field by field (the first message for each), so each sits under its field; empty for any other error. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues: Record<string, string> = {};
  for (const issue of error.issues) issues[issue.path] ??= issue.message;
  return issues;
}
