import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FavoriteInput,
  MemorialEventInput,
  QuoteInput,
  TimelineEventInput,
} from '#shared/memorials/memorial-schemas.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';
import { sentOnce, useSubmissionKeys } from '#web/lib/submission-key.ts';

export type ItemKind = 'events' | 'timeline' | 'quotes' | 'favorites';
export type ItemInput<Kind extends ItemKind> = Kind extends 'events'
  ? MemorialEventInput
  : Kind extends 'timeline'
    ? TimelineEventInput
    : Kind extends 'quotes'
      ? QuoteInput
      : FavoriteInput;

type ItemChange<Kind extends ItemKind> =
  | { action: 'add'; values: ItemInput<Kind> }
  | { action: 'edit'; itemId: string; values: ItemInput<Kind> }
  | { action: 'delete'; itemId: string };

const jsonInit = (method: string, values: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(values),
});

/**
 * Add, edit or delete one gathering, timeline event, quote or favourite. An item added again after a
 * failure carries the same submission key, so it is added once.
 */
export function useChangeMemorialItem<Kind extends ItemKind>(memorialId: string, slug: string, kind: Kind) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: async (change: ItemChange<Kind>) => {
      const base = `/api/memorials/${encodeURIComponent(memorialId)}/${kind}`;
      if (change.action === 'add') {
        const { headers } = sentOnce(keys.keyFor(change.values));
        return apiFetch(base, jsonInit('POST', change.values, headers));
      }
      const url = `${base}/${encodeURIComponent(change.itemId)}`;
      if (change.action === 'edit') return apiFetch(url, jsonInit('PUT', change.values));
      return resendIfLost(() => apiFetch(url, { method: 'DELETE' }));
    },
    onSuccess: (_result, change) => {
      if (change.action === 'add') keys.renew();
      return queryClient.invalidateQueries({ queryKey: queryKeys.memorials.page(slug) });
    },
  });
}
