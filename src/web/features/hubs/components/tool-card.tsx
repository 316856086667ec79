import { Link } from 'react-router';
import { toolHref } from '#shared/hubs/tool-href.ts';
import type { ToolCard } from '#shared/hubs/types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { HubIcon } from './hub-icon.tsx';

/**
 * A hub card. Live cards are links; 'Coming Soon' ones show a disabled button, out of the tab
 * order, so nobody presses something that does nothing.
 */
export function ToolCardView({ tool, lovedOneId }: { tool: ToolCard; lovedOneId: string }) {
  const href = toolHref(tool.action, lovedOneId);
  return (
    <Card className="flex w-full flex-col gap-3">
      <div className="flex items-start gap-3">
        <HubIcon name={tool.icon} />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{tool.title}</h3>
          <p className="text-muted">{tool.description}</p>
        </div>
      </div>
      <div className="mt-auto">
        {href ? (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={href}>{tool.actionLabel}</Link>
          </Button>
        ) : (
          <Button variant="outline" disabled aria-disabled="true" className="w-full sm:w-auto">
            {tool.actionLabel}
          </Button>
        )}
      </div>
    </Card>
  );
}
