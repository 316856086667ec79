import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FavoriteInput,
  MemorialEventInput,
  QuoteInput,
  TimelineEventInput,
} from '#shared/memorials/memorial-schemas.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

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

const jsonInit = (method: string, values: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(values),
});

/** Add, edit or delete one gathering, timeline event, quote or favourite. */
export function useChangeMemorialItem<Kind extends ItemKind>(memorialId: string, slug: string, kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ItemChange<Kind>) => {
      const base = `/api/memorials/${encodeURIComponent(memorialId)}/${kind}`;
      if (change.action === 'add') return apiFetch(base, jsonInit('POST', change.values));
      const url = `${base}/${encodeURIComponent(change.itemId)}`;
      if (change.action === 'edit') return apiFetch(url, jsonInit('PUT', change.values));
      return apiFetch(url, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.memorials.page(slug) }),
  });
}
