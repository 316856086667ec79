import { type ComponentType, useEffect } from 'react';
import { ON_DEMAND_FAILED, useOnDemand } from '#web/hooks/use-on-demand.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };
/** How to tell that a dialog is open, and to close it, when it is not `open`/`onOpenChange`. */
type OpenState<Props> = { isOpen: (props: Props) => boolean; close: (props: Props) => void };

const OPEN_PROP: OpenState<DialogProps> = {
  isOpen: (props) => props.open,
  close: (props) => props.onOpenChange(false),
};

/**
 * A dialog whose code (its form library, its questions) is fetched the first time it opens, so the page
 * that offers it does not carry it in its first view (issue 20). While it loads, a small notice says so;
 * if it cannot be fetched, the notice says that instead, with Try again and Close. Call it once per
 * dialog, at module level.
 */
export function lazyDialog<Props extends DialogProps>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props>;
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  state: OpenState<Props>,
): ComponentType<Props>;
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  state = OPEN_PROP as unknown as OpenState<Props>,
) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, as React's lazy() is
  return function LazyDialog(props: Props) {
    const dialog = useOnDemand(load);
    const open = state.isOpen(props);
    const isWanted = open && !dialog.loaded;
    // biome-ignore lint/correctness/useExhaustiveDependencies: fetched when it is first wanted, not on every render's new `dialog`
    useEffect(() => {
      if (isWanted) void dialog.load();
    }, [isWanted]);
    const Dialog = dialog.loaded;
    if (Dialog) return <Dialog {...props} />;
    if (!open) return null;
    const notice =
      'fixed inset-x-4 top-4 z-50 mx-auto flex w-fit max-w-md items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 shadow-lg';
    if (dialog.failed) {
      return (
        <div role="alert" className={`${notice} flex-wrap`}>
          <p>{ON_DEMAND_FAILED}</p>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void dialog.load()}>
              Try again
            </Button>
            <Button size="sm" variant="outline" onClick={() => state.close(props)}>
              Close
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div role="status" className={notice}>
        <Spinner size="sm" />
        Opening…
      </div>
    );
  };
}
