import type { ExternalLink as Link } from '#shared/hubs/types.ts';
import { ExternalLink } from './external-link.tsx';

/** External links with their one-line descriptions. */
export function LinkList({ links }: { links: readonly Link[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {links.map((link) => (
        <li key={link.id}>
          <ExternalLink href={link.url}>{link.label}</ExternalLink>
          <p className="text-muted">{link.description}</p>
        </li>
      ))}
    </ul>
  );
}
