import type { ReactNode, Ref } from 'react';
import { ON_DEMAND_FAILED } from '#web/hooks/use-on-demand.ts';
import { Button } from './ui/button.tsx';

/** What `useOnDemand` gives, as the button needs it. */
type OnDemand = { isLoading: boolean; failed: boolean; preload: () => void; load: () => Promise<unknown> };

/**
 * The button that opens what is fetched the first time it is wanted (a form's code). While the code
 * arrives the button stays, busy and with the focus: a placeholder in its place, as a lazy component's
 * Suspense fallback would be, leaves the keyboard nowhere. Fetched ahead on hover or focus; when it
 * cannot be fetched, it says so in place.
 */
export function OnDemandOpener({
  onDemand,
  onOpen,
  buttonRef,
  children,
}: {
  onDemand: OnDemand;
  onOpen: () => void;
  buttonRef: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        className="self-start"
        isLoading={onDemand.isLoading}
        onPointerEnter={onDemand.preload}
        onFocus={onDemand.preload}
        onClick={() => void onDemand.load().then((loaded) => loaded && onOpen())}
      >
        {children}
      </Button>
      {onDemand.failed ? <p role="alert">{ON_DEMAND_FAILED}</p> : null}
    </>
  );
}
