import { LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { useSignOut } from '../api/use-sign-out.ts';

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left hover:bg-surface-muted focus-visible:bg-surface-muted';

/** What the account menu opens (AccountMenu): who is signed in, Settings and Sign out. */
export function AccountMenuPanel({
  id,
  name,
  email,
  onClose,
}: {
  id: string;
  name: string;
  email: string;
  onClose: () => void;
}) {
  const signOut = useSignOut();
  return (
    <div
      id={id}
      className="absolute right-0 top-full z-50 mt-2 flex w-64 max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-xl border border-border bg-surface p-2 shadow-lg"
    >
      <p className="px-3 py-2">
        <span className="block truncate font-medium">{name}</span>
        <span className="block truncate text-sm text-muted">{email}</span>
      </p>
      <Link to={paths.settings.getHref()} className={ITEM} onClick={onClose}>
        <Settings aria-hidden="true" className="size-5" />
        Settings
      </Link>
      <button type="button" className={ITEM} onClick={() => void signOut()}>
        <LogOut aria-hidden="true" className="size-5" />
        Sign out
      </button>
    </div>
  );
}
