import type { ReactNode } from 'react';
import { sayWithName } from '#shared/hubs/hub-name.ts';
import type { HubHeader } from '#shared/hubs/types.ts';
import { BackLink } from '#web/components/back-link.tsx';
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
        <BackLink to={backHref}>{header.back.label}</BackLink>
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
