import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { signOut } from './sign-out.ts';

/** Every sign-out button (and the end of a deleted account) goes through here; `to` is where it leaves to. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (to: string = paths.landing.getHref()) => signOut(queryClient, () => navigate(to, { replace: true })),
    [navigate, queryClient],
  );
}
