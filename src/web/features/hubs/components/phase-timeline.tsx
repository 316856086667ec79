import { sayWithName } from '#shared/hubs/hub-name.ts';
import type { TimelinePhase } from '#shared/hubs/types.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** Numbered phases, each with its duration and tasks (said with the loved one's `name`), in reading order. */
export function PhaseTimeline({ phases, name }: { phases: readonly TimelinePhase[]; name: string | null }) {
  return (
    <ol className="flex flex-col gap-4">
      {phases.map((phase, index) => (
        <li key={phase.id}>
          <Card className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">{`Phase ${index + 1}: `}</span>
                  {phase.phase}
                </h3>
                <Badge tone="primary">{phase.duration}</Badge>
              </div>
              <ul className="flex list-disc flex-col gap-1 pl-5">
                {phase.tasks.map((task) => {
                  const said = sayWithName(task, name);
                  return <li key={said}>{said}</li>;
                })}
              </ul>
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}
