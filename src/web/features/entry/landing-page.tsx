import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PASSCODE_MESSAGES } from '#shared/validation/passcode-messages.ts';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { usePreviewStatus } from './api/preview.ts';
import { LandingActions } from './components/landing-actions.tsx';
import { LANDING_TITLE, LandingContent } from './components/landing-content.tsx';

/**
 * The landing page inside the app: for a visitor whose old session cookie made the server send the app,
 * or who comes back to it from another page. A first visit gets it rendered on the server (decision 042).
 */
function Landing() {
  const preview = usePreviewStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onPasscodeAccepted = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.preview.status });
    toast.success(PASSCODE_MESSAGES.granted);
    navigate(paths.home.getHref());
  };
  return (
    <>
      <title>{LANDING_TITLE}</title>
      <meta name="robots" content="noindex, nofollow" />
      <LandingContent
        actions={
          <LandingActions
            isOpenSignUp={preview.data?.required === false}
            onPasscodeAccepted={() => void onPasscodeAccepted()}
          />
        }
      />
    </>
  );
}

export function LandingPage() {
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <div role="alert" className="py-16 text-center">
          <h1 className="mb-3 text-2xl font-semibold">Error Loading Page</h1>
          <Button onClick={reset}>Try Again</Button>
        </div>
      )}
    >
      <Landing />
    </ErrorBoundary>
  );
}
