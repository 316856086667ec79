import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/** The way back to the page this one opens from, looking the same on every page of the app. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" className="-ml-3 self-start">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {children}
      </Link>
    </Button>
  );
}
