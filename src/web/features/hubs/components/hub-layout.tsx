import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sayWithName } from '#shared/hubs/hub-name.ts';
import type { HubHeader } from '#shared/hubs/types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';

type HubLayoutProps = {
  header: HubHeader;
  backHref: string;
  /** Whose affairs these are, once known; hubs about the user (support) have none. */
  lovedOneLine?: ReactNode;
  /** The name a subtitle that speaks of the person says (hubNameOf); null until known, or for none. */
  name?: string | null;
  children: ReactNode;
};

/** Back link, heading and subtitle of every hub; the heading shows even while data loads. */
export function HubLayout({ header, backHref, lovedOneLine, name = null, children }: HubLayoutProps) {
  return (
    <div className="flex flex-col gap-2">
      <title>{`${header.title} · Harbor`}</title>
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to={backHref}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {header.back.label}
          </Link>
        </Button>
      </div>
      <PageHeading
        title={header.title}
        subtitle={
          <>
            {sayWithName(header.subtitle, name)}
            {lovedOneLine ? (
              <span className="mt-1 block font-medium text-foreground">{lovedOneLine}</span>
            ) : null}
          </>
        }
      />
      {children}
    </div>
  );
}
