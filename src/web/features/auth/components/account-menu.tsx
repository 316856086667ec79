import { useEffect, useId, useRef, useState } from 'react';
import type { SignedInSession } from '#shared/first-view/first-view-state.ts';
import { fullName } from '#shared/team/person-name.ts';
import { PersonAvatar } from '#web/features/team/components/person-avatar.tsx';
import { ON_DEMAND_FAILED, useOnDemand } from '#web/hooks/use-on-demand.ts';

// Its links and the sign-out (which brings the offline store's clean-up) load when first reached for:
// in every page's first view they cost the dashboard 130 ms of largest paint on a phone (issue 20).
const loadPanel = () => import('./account-menu-panel.tsx').then((module) => module.AccountMenuPanel);

/**
 * The signed-in person's photo (or initials) in the header, opening their name, Settings and Sign out:
 * one place on every page to leave from (issue 21). A disclosure, not an ARIA menu: two items are
 * reached with Tab, and Escape, a click outside or moving focus away closes it.
 */
export function AccountMenu({ user }: { user: SignedInSession['user'] }) {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const name = fullName(user) || user.name;
  const panel = useOnDemand(loadPanel);
  const Panel = panel.loaded;

  useEffect(() => {
    if (!isOpen) return;
    // A click, a tap or focus that lands outside closes it.
    const closeOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`Your account: ${name}`}
        onClick={async () => {
          if (isOpen) setOpen(false);
          else if (await panel.load()) setOpen(true);
        }}
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        className="inline-flex size-11 items-center justify-center rounded-full"
      >
        <PersonAvatar name={name} avatarUrl={user.image} />
      </button>
      {isOpen && Panel ? (
        <Panel id={panelId} name={name} email={user.email} onClose={() => setOpen(false)} />
      ) : null}
      {panel.failed ? (
        <p
          role="alert"
          className="absolute right-0 top-full z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-surface p-3 text-sm shadow-lg"
        >
          {ON_DEMAND_FAILED}
        </p>
      ) : null}
    </div>
  );
}
