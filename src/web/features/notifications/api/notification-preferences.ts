import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/notifications/notification-preferences.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: queryKeys.notifications.preferences,
    queryFn: async () => (await unwrap(api.notifications.preferences.$get())).preferences,
  });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      (await unwrap(api.notifications.preferences.$put({ json: preferences }))).preferences,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notifications.preferences, saved),
  });
}
