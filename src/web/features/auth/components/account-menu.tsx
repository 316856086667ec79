import { LogOut, Settings } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SignedInSession } from '#shared/first-view/first-view-state.ts';
import { initialsOf } from '#shared/tasks/assignee-display.ts';
import { paths } from '#web/lib/paths.ts';
import { useSignOut } from '../api/use-sign-out.ts';

type User = SignedInSession['user'];

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim() || user.name;

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left hover:bg-surface-muted focus-visible:bg-surface-muted';

/**
 * The signed-in person's photo (or initials) in the header, opening their name, Settings and Sign out:
 * one place on every page to leave from (issue 21). A disclosure, not an ARIA menu: two items are
 * reached with Tab, and Escape, a click outside or moving focus away closes it.
 */
export function AccountMenu({ user }: { user: User }) {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const signOut = useSignOut();
  const name = fullName(user);

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
        onClick={() => setOpen((open) => !open)}
        className="inline-flex size-11 items-center justify-center rounded-full"
      >
        {user.image ? (
          <img src={user.image} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
          >
            {initialsOf(name) || '?'}
          </span>
        )}
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute right-0 top-full z-50 mt-2 flex w-64 max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-xl border border-border bg-surface p-2 shadow-lg"
        >
          <p className="px-3 py-2">
            <span className="block truncate font-medium">{name}</span>
            <span className="block truncate text-sm text-muted">{user.email}</span>
          </p>
          <Link to={paths.settings.getHref()} className={ITEM} onClick={() => setOpen(false)}>
            <Settings aria-hidden="true" className="size-5" />
            Settings
          </Link>
          <button type="button" className={ITEM} onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-5" />
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
