import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/notifications/notification-preferences.ts';
import { api, unwrap } from '#web/lib/api-client.ts';

const PREFERENCES_KEY = ['notifications', 'preferences'] as const;

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async () => (await unwrap(api.notifications.preferences.$get())).preferences,
  });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      (await unwrap(api.notifications.preferences.$put({ json: preferences }))).preferences,
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}

/** The zone digests are timed in: the browser's own, saved with the preferences. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
