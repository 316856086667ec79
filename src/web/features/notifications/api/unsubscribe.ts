import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** What the link would turn off; a tampered or made-up link answers 404. */
export const useUnsubscribeLink = (token: string) =>
  useQuery({
    queryKey: queryKeys.notifications.unsubscribe(token),
    queryFn: () => unwrap(api.notifications.unsubscribe[':token'].$get({ param: { token } })),
    retry: false,
  });

export const useUnsubscribe = (token: string) =>
  useMutation({
    mutationFn: () => unwrap(api.notifications.unsubscribe[':token'].$post({ param: { token } })),
  });
