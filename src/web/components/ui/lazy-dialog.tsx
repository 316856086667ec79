import { type ComponentType, useEffect } from 'react';
import { useOnDemand } from '#web/hooks/use-on-demand.ts';
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
 * if it cannot be fetched, a toast says so and the dialog stays closed, so the next try fetches again.
 * Call it once per dialog, at module level.
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
      if (!isWanted) return;
      void dialog.load().then((loaded) => {
        if (!loaded) state.close(props);
      });
    }, [isWanted]);
    const Dialog = dialog.loaded;
    if (Dialog) return <Dialog {...props} />;
    return open ? (
      <div
        role="status"
        className="fixed inset-x-0 top-4 z-50 mx-auto flex w-fit items-center gap-2 rounded-lg border border-border bg-surface px-4 py-2 shadow-lg"
      >
        <Spinner size="sm" />
        Opening…
      </div>
    ) : null;
  };
}
