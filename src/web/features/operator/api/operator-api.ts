import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const pageQuery = (page: number) => (page > 1 ? { page: String(page) } : {});
const searchQuery = (q: string) => (q.trim() ? { q: q.trim() } : {});

/** Who is asking; a 404 here means "not an operator" and the page shows the not-found page. */
export const useOperatorMe = () =>
  useQuery({
    queryKey: queryKeys.operator.me,
    queryFn: () => unwrap(api.operator.me.$get()),
    retry: false,
    staleTime: 5 * 60_000,
  });

const getWaitlist = (q: string, page: number) =>
  unwrap(api.operator.waitlist.$get({ query: { ...searchQuery(q), ...pageQuery(page) } }));

export const useWaitlist = (q: string, page: number) =>
  useQuery({
    queryKey: queryKeys.operator.waitlist(q, page),
    queryFn: () => getWaitlist(q, page),
    placeholderData: keepPreviousData,
  });

export const waitlistCsvHref = (q: string) =>
  `/api/operator/waitlist.csv${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`;

const getFunnel = (weeks: number) => unwrap(api.operator.funnel.$get({ query: { weeks: String(weeks) } }));
export type FunnelRow = Awaited<ReturnType<typeof getFunnel>>['weeks'][number];

export const useFunnel = (weeks: number) =>
  useQuery({ queryKey: queryKeys.operator.funnel(weeks), queryFn: () => getFunnel(weeks) });

/** Daily counts of crisis checks that fired; the API holds nothing more (decision 033). */
export const useCrisisCounts = () =>
  useQuery({
    queryKey: queryKeys.operator.crisisCounts,
    queryFn: () => unwrap(api.operator['crisis-counts'].$get()),
  });

const getUsers = (q: string, page: number) =>
  unwrap(api.operator.users.$get({ query: { ...searchQuery(q), ...pageQuery(page) } }));
export type UserRow = Awaited<ReturnType<typeof getUsers>>['users'][number];

export const useUsers = (q: string, page: number) =>
  useQuery({
    queryKey: queryKeys.operator.users(q, page),
    queryFn: () => getUsers(q, page),
    placeholderData: keepPreviousData,
  });

/** Who else loses what if this account is deleted; asked only while the delete is being confirmed. */
export const useDeletionImpact = (userId: string) =>
  useQuery({
    queryKey: queryKeys.operator.deletionImpact(userId),
    queryFn: () => unwrap(api.operator.users[':userId']['deletion-impact'].$get({ param: { userId } })),
  });

export type SecurityFilter = { type: string; from: string; to: string; page: number };

const getSecurityEvents = (filter: SecurityFilter) =>
  unwrap(
    api.operator['security-events'].$get({
      query: {
        ...(filter.type ? { type: filter.type } : {}),
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
        ...pageQuery(filter.page),
      },
    }),
  );

export const useSecurityEvents = (filter: SecurityFilter) =>
  useQuery({
    queryKey: queryKeys.operator.securityEvents(filter),
    queryFn: () => getSecurityEvents(filter),
    placeholderData: keepPreviousData,
  });

export type MailStatus = 'pending' | 'sent' | 'failed';

const getOutbox = (status: MailStatus | '', page: number) =>
  unwrap(api.operator.outbox.$get({ query: { ...(status ? { status } : {}), ...pageQuery(page) } }));

export const useOutbox = (status: MailStatus | '', page: number) =>
  useQuery({
    queryKey: queryKeys.operator.outbox(status, page),
    queryFn: () => getOutbox(status, page),
    placeholderData: keepPreviousData,
  });

function useOperatorMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Every operator read sits under one key: an action refreshes whatever it may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.all }),
  });
}

export const useSendPasscode = () =>
  useOperatorMutation((ids: string[]) => unwrap(api.operator.waitlist.passcode.$post({ json: { ids } })));

export type UserAction = 'disable' | 'enable' | 'resend-verification' | 'reset-two-factor' | 'delete';

export const useUserAction = () =>
  useOperatorMutation(async ({ userId, action }: { userId: string; action: UserAction }): Promise<void> => {
    const user = api.operator.users[':userId'];
    const param = { userId };
    if (action === 'disable') await unwrap(user.disable.$post({ param }));
    else if (action === 'enable') await unwrap(user.enable.$post({ param }));
    else if (action === 'resend-verification') await unwrap(user['resend-verification'].$post({ param }));
    else if (action === 'reset-two-factor') await unwrap(user['two-factor'].reset.$post({ param }));
    else await unwrap(user.$delete({ param }));
  });

export const useRetryMail = () =>
  useOperatorMutation((mailId: string) =>
    unwrap(api.operator.outbox[':mailId'].retry.$post({ param: { mailId } })),
  );
