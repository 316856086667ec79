import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Which page the stop link is for, and whether the address still follows it; a made-up link is a 404. */
export const useStopLink = (token: string) =>
  useQuery({
    queryKey: queryKeys.memorialFollows.stop(token),
    queryFn: () => unwrap(api['memorial-follows'].stop[':token'].$get({ param: { token } })),
    retry: false,
  });

/** The page's "Stop e-mails" button: the address is forgotten. Pressing it twice is the same as once. */
export const useStopFollowing = (token: string) =>
  useMutation({
    mutationFn: () => unwrap(api['memorial-follows'].stop[':token'].$post({ param: { token } })),
  });
