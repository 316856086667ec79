import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { cn } from '#web/lib/cn.ts';
import { FormRefusal } from './form-refusal.tsx';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Where focus goes on opening, when not the form's first field (a form opened at one field). Without a
   * field, focus goes to the first control, as Radix does.
   */
  initialFocus?: () => HTMLElement | null | undefined;
  /**
   * Closed only by its own button, not by Escape, a tap outside or a close icon: for what is shown once
   * and cannot be shown again (backup codes), which a stray tap must not throw away.
   */
  closesOnlyByButton?: boolean;
};

const HEADINGS = 'h1, h2, h3';

/**
 * A heading gone from the page, or hidden with its part of it (a tab kept in the background), has no box
 * and cannot take the focus.
 */
const isShown = (heading: HTMLElement) => heading.getClientRects().length > 0;

/**
 * Where focus goes on closing when the control that opened the dialog is gone (the row it removed): the
 * nearest heading before it still shown, which is the heading of the row's own part of the page while
 * that part is still there (a group whose last row went may have gone with it, heading and all). With
 * none of those left (the page drawn anew), the first heading of the nearest part of the page still
 * there. So the keyboard and the screen reader go on from where the row was, not from the top of the page.
 */
function headingNear(opener: HTMLElement): () => HTMLElement | null {
  const before = [...document.querySelectorAll<HTMLElement>(HEADINGS)]
    .filter((heading) => heading.compareDocumentPosition(opener) & Node.DOCUMENT_POSITION_FOLLOWING)
    .reverse();
  const ancestors: HTMLElement[] = [];
  for (let node = opener.parentElement; node; node = node.parentElement) ancestors.push(node);
  const firstInNearestPart = () => {
    for (const node of ancestors) {
      if (!node.isConnected) continue;
      const heading = node.querySelector<HTMLElement>(HEADINGS);
      if (heading) return heading;
    }
    return null;
  };
  return () => {
    const heading = before.find(isShown) ?? firstInNearestPart();
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  };
}

/** A form dialog's first field, where typing begins; not the close icon, which comes first in it. */
function firstFieldIn(content: HTMLElement | null): HTMLElement | null {
  const fields = content?.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
  );
  return [...(fields ?? [])].find((field) => field.getClientRects().length > 0) ?? null;
}

/**
 * An accessible modal dialog: focus trapped, Escape closes, title and description announced, and on
 * closing, focus goes back to the control that opened it. Radix returns focus only to its own
 * Dialog.Trigger; our dialogs are opened by the page's buttons (and menus, and lazyDialog), so the
 * dialog keeps the element that had focus when it opened and returns there, or near it when it is gone;
 * not when the page has put the focus somewhere itself by then, or the dialog went with its screen.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  initialFocus,
  closesOnlyByButton = false,
}: DialogProps) {
  const keepOpen = closesOnlyByButton ? (event: Event) => event.preventDefault() : undefined;
  const opener = useRef<HTMLElement | null>(null);
  const near = useRef<(() => HTMLElement | null) | null>(null);
  const openedOn = useRef<string | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          ref={content}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-foreground shadow-xl sm:p-6',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          onOpenAutoFocus={(event) => {
            // Called before Radix moves focus into the dialog: the active element is still the opener.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            near.current = opener.current ? headingNear(opener.current) : null;
            openedOn.current = window.location.pathname;
            const first = initialFocus?.() ?? firstFieldIn(content.current);
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            const leftTheScreen = openedOn.current !== window.location.pathname;
            const active = document.activeElement;
            const isPlacedElsewhere =
              active !== null && active !== document.body && !content.current?.contains(active);
            const element = opener.current?.isConnected ? opener.current : (near.current?.() ?? null);
            opener.current = null;
            near.current = null;
            openedOn.current = null;
            // Gone with a link in it to another screen: the new screen places the focus (useNewPageFocus,
            // or its own, as Crisis Help does), not this dialog for the screen it was on. Gone with the
            // form it belonged to, whose page has put the focus back on the row's Edit: that stays too.
            if (leftTheScreen || isPlacedElsewhere) return event.preventDefault();
            if (!element) return;
            event.preventDefault();
            element.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-semibold">{title}</RadixDialog.Title>
            {closesOnlyByButton ? null : (
              <RadixDialog.Close
                className="-m-2 inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-surface-muted"
                aria-label="Close"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A dialog's buttons, last in it. They stay in sight at the bottom of a dialog that scrolls (a long form
 * on a phone), over the padding of the dialog's edge, so Save is never below the fold. `refusal` is the
 * form's refusal about no one field (a lost connection, a limit), said above the buttons for the same
 * reason.
 */
export function DialogFooter({
  children,
  className,
  refusal,
}: {
  children: ReactNode;
  className?: string;
  refusal?: string;
}) {
  return (
    <div className="sticky -bottom-5 -mx-5 -mb-5 mt-2 border-t border-border bg-surface px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
      <FormRefusal message={refusal} className="mb-3" />
      <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
        {children}
      </div>
    </div>
  );
}
