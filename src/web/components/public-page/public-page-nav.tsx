import { LayoutDashboard, Moon, Sun } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useTheme } from '#web/lib/theme.tsx';

/** The public page's header controls: the way back to the app when signed in, and the theme switch. */
export function PublicPageNav({ isSignedIn }: { isSignedIn: boolean }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <nav aria-label="Main" className="flex items-center gap-1">
      {isSignedIn ? (
        <Button asChild variant="ghost" size="sm">
          <a href={paths.dashboard.getHref()}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Dashboard
          </a>
        </Button>
      ) : null}
      <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={`Switch to ${next} theme`}>
        {theme === 'dark' ? (
          <Sun aria-hidden="true" className="size-5" />
        ) : (
          <Moon aria-hidden="true" className="size-5" />
        )}
      </Button>
    </nav>
  );
}
