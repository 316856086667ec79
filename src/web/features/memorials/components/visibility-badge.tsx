import { Globe, Lock } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';

/** Live (public) or Private, in words and not by colour alone. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  return isPublic ? (
    <Badge tone="success" className="gap-1">
      <Globe aria-hidden="true" className="size-4" /> Live
    </Badge>
  ) : (
    <Badge className="gap-1">
      <Lock aria-hidden="true" className="size-4" /> Private
    </Badge>
  );
}
