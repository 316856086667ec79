import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { LovedOne } from './get-loved-one.ts';

type NewLovedOneForm = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  relationshipToUser: string;
  photo: File;
};

/** The same person already has a profile: the error carries its id for the View profile action. */
export class LovedOneExistsError extends ApiError {
  readonly existingLovedOneId: string;
  constructor(message: string, existingLovedOneId: string) {
    super(409, 'ALREADY_EXISTS', message);
    this.existingLovedOneId = existingLovedOneId;
  }
}

type ErrorBody = {
  error?: {
    code?: string;
    message?: string;
    existingLovedOneId?: string;
    issues?: { path: string; message: string }[];
  };
};

// Multipart (the photo travels with the fields), so the typed client cannot describe it.
async function createLovedOne(input: NewLovedOneForm): Promise<LovedOne> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.set(key, value);
  let response: Response;
  try {
    response = await fetch('/api/loved-ones', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  const body = (await response.json().catch(() => ({}))) as ErrorBody & { lovedOne?: LovedOne };
  if (response.ok && body.lovedOne) return body.lovedOne;
  const error = body.error ?? {};
  const message = error.message ?? 'An unexpected error occurred. Please try again.';
  if (error.code === 'ALREADY_EXISTS' && error.existingLovedOneId) {
    throw new LovedOneExistsError(message, error.existingLovedOneId);
  }
  throw new ApiError(response.status, error.code ?? 'HTTP_ERROR', message, error.issues);
}

export function useCreateLovedOne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLovedOne,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
  });
}
