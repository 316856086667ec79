import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Whose page the confirmation link is for, and whether it is confirmed; opening it changes nothing. */
export const useFollowConfirmation = (token: string) =>
  useQuery({
    queryKey: queryKeys.memorialFollows.confirm(token),
    queryFn: () => unwrap(api['memorial-follows'].confirm[':token'].$get({ param: { token } })),
    retry: false,
  });

/** The page's Confirm button: from now on the address follows the page. */
export const useConfirmFollow = (token: string) =>
  useMutation({
    mutationFn: () => unwrap(api['memorial-follows'].confirm[':token'].$post({ param: { token } })),
  });
