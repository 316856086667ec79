import { Footprints, Hand, PenLine, PersonStanding, Square, Wind } from 'lucide-react';
import { useRef, useState } from 'react';
import { sayWithName } from '#shared/hubs/hub-name.ts';
import {
  GUIDED_EXERCISES,
  type GuidedExerciseIcon,
  type GuidedExerciseId,
  getGuidedExercise,
} from '#shared/wellbeing/guided-exercises.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { useWellbeingName } from './api/use-wellbeing-name.ts';
import { ExercisePlayer } from './components/exercises/exercise-player.tsx';

const ICONS: Record<GuidedExerciseIcon, typeof Wind> = {
  Square,
  Wind,
  Hand,
  PersonStanding,
  PenLine,
  Footprints,
};

/** /guided-exercises — breathing, grounding, a body scan and more, one step at a time. */
export function GuidedExercisesPage() {
  const [active, setActive] = useState<GuidedExerciseId | null>(null);
  const name = useWellbeingName();
  // Back on the list, focus returns to the exercise just used, not to the top of the page.
  const returnTo = useRef<GuidedExerciseId | null>(null);
  const close = () => {
    returnTo.current = active;
    setActive(null);
  };
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>Guided exercises · Harbor</title>
      <PageHeading
        title="Guided exercises"
        subtitle="Short exercises for when grief feels too big. Stop whenever you need to."
      />
      {active ? (
        <ExercisePlayer key={active} exercise={getGuidedExercise(active)} name={name} onClose={close} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {GUIDED_EXERCISES.map((exercise) => {
            const Icon = ICONS[exercise.icon];
            return (
              <li key={exercise.id} className="flex">
                <Card className="flex w-full flex-col gap-3" aria-labelledby={`exercise-${exercise.id}`}>
                  <h2
                    id={`exercise-${exercise.id}`}
                    className="flex items-center gap-2 text-lg font-semibold"
                  >
                    <Icon aria-hidden="true" className="size-5 text-primary" />
                    {sayWithName(exercise.title, name)}
                  </h2>
                  <p className="text-sm text-muted">About {exercise.durationMinutes} minutes</p>
                  <p className="flex-1">{exercise.summary}</p>
                  <Button
                    className="self-start"
                    onClick={() => setActive(exercise.id)}
                    ref={(button) => {
                      if (button && returnTo.current === exercise.id) {
                        returnTo.current = null;
                        button.focus();
                      }
                    }}
                  >
                    Start<span className="sr-only"> {sayWithName(exercise.title, name)}</span>
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
