import { Link } from 'react-router';
import { sayWithName } from '#shared/hubs/hub-name.ts';
import { toolHref } from '#shared/hubs/tool-href.ts';
import type { ToolCard } from '#shared/hubs/types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { HubIcon } from './hub-icon.tsx';

/** A hub card: what the tool does (said with the loved one's `name`, hubNameOf), and a link to it. */
export function ToolCardView({
  tool,
  lovedOneId,
  name,
}: {
  tool: ToolCard;
  lovedOneId: string;
  name: string | null;
}) {
  return (
    <Card className="flex w-full flex-col gap-3">
      <div className="flex items-start gap-3">
        <HubIcon name={tool.icon} />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{tool.title}</h3>
          <p className="text-muted">{sayWithName(tool.description, name)}</p>
        </div>
      </div>
      <div className="mt-auto">
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={toolHref(tool.action, lovedOneId)}>{tool.actionLabel}</Link>
        </Button>
      </div>
    </Card>
  );
}
