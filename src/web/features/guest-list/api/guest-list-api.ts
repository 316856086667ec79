import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddGuestInput, ImportGuestsInput } from '#shared/guest-list/guest-schemas.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { resendIfLost } from '#web/lib/resend-if-lost.ts';

const guestListKey = (memorialId: string) => ['guest-list', memorialId] as const;

const getGuestList = (memorialId: string) =>
  unwrap(api.memorials[':memorialId'].guests.$get({ param: { memorialId } }));
export type GuestList = Awaited<ReturnType<typeof getGuestList>>;
export type Guest = GuestList['guests'][number];

export const useGuestList = (memorialId: string | null) =>
  useQuery({
    enabled: memorialId !== null,
    queryKey: guestListKey(memorialId ?? ''),
    queryFn: () => getGuestList(memorialId ?? ''),
  });

export const guestListCsvHref = (memorialId: string) =>
  `/api/memorials/${encodeURIComponent(memorialId)}/guests.csv`;

/** Every change to the list is followed by a fresh read of it, replies included. */
function useGuestListMutation<Variables, Result>(
  memorialId: string,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestListKey(memorialId) }),
  });
}

export const useAddGuest = (memorialId: string) =>
  useGuestListMutation(memorialId, (guest: AddGuestInput) =>
    unwrap(api.memorials[':memorialId'].guests.$post({ param: { memorialId }, json: guest })),
  );

export const useImportGuests = (memorialId: string) =>
  useGuestListMutation(memorialId, (input: ImportGuestsInput) =>
    unwrap(api.memorials[':memorialId'].guests.import.$post({ param: { memorialId }, json: input })),
  );

export const useSendInvitations = (memorialId: string) =>
  useGuestListMutation(memorialId, (guestId: string | null) =>
    guestId
      ? unwrap(
          api.memorials[':memorialId'].guests[':guestId'].invitation.$post({
            param: { memorialId, guestId },
          }),
        )
      : unwrap(api.memorials[':memorialId'].guests.invitations.$post({ param: { memorialId } })),
  );

export const useRemoveGuest = (memorialId: string) =>
  useGuestListMutation(memorialId, (guestId: string) =>
    resendIfLost(() =>
      unwrap(api.memorials[':memorialId'].guests[':guestId'].$delete({ param: { memorialId, guestId } })),
    ),
  );
