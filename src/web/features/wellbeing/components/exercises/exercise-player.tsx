import { CircleStop, Pause, Play, SkipForward } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { sayWithName } from '#shared/hubs/hub-name.ts';
import type { GuidedExercise } from '#shared/wellbeing/guided-exercises.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import { playSoundCue } from '../../lib/sound-cue.ts';
import { BreathingGuide, phaseWords } from './breathing-guide.tsx';

/**
 * Walks through an exercise step by step. Timed steps count down and move on by themselves
 * (pausable); self-paced steps wait for "Continue". Each new step is announced politely, so a
 * screen reader user hears the same guidance a sighted user sees.
 */
export function ExercisePlayer({
  exercise,
  name,
  onClose,
}: {
  exercise: GuidedExercise;
  /** The name its title says (wellbeingNameOf). */
  name: string | null;
  onClose: () => void;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [remaining, setRemaining] = useState(exercise.steps[0]?.seconds ?? 0);
  const [paused, setPaused] = useState(false);
  const [sound, setSound] = useState(false);
  const [finished, setFinished] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Pause goes with a timed step: had it the keyboard when the step moved on, Continue takes it.
  const { refFor, returnTo } = useReturnFocus<'next'>();
  const step = exercise.steps[index];
  const total = exercise.steps.length;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const goTo = (next: number) => {
    if (next >= total) {
      setFinished(true);
      return;
    }
    setIndex(next);
    setRemaining(exercise.steps[next]?.seconds ?? 0);
    returnTo('next');
    if (sound) playSoundCue(exercise.steps[next]?.phase === 'exhale' ? 330 : 440);
  };

  useEffect(() => {
    if (finished || paused || !step?.seconds) return;
    const timer = setTimeout(() => {
      if (remaining > 1) setRemaining(remaining - 1);
      else goTo(index + 1);
    }, 1000);
    return () => clearTimeout(timer);
  });

  const previousScale = (() => {
    for (let position = index - 1; position >= 0; position--) {
      const phase = exercise.steps[position]?.phase;
      if (phase === 'inhale') return 'large' as const;
      if (phase === 'exhale') return 'small' as const;
    }
    return 'small' as const;
  })();

  const announcement = finished
    ? 'Finished. Well done for taking this time.'
    : `Step ${index + 1} of ${total}. ${step?.phase ? `${phaseWords(step.phase)}. ` : ''}${step?.text ?? ''}`;

  return (
    <Card aria-labelledby="exercise-player-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id="exercise-player-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
        >
          {sayWithName(exercise.title, name)}
        </h2>
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={sound}
            onChange={(event) => setSound(event.target.checked)}
          />
          Sound cue at each step
        </label>
      </div>
      <p className="text-muted">{exercise.comfortNote}</p>

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {finished ? (
        <div className="flex flex-col items-start gap-3" data-testid="exercise-finished">
          <p className="text-lg font-medium">Finished. Well done for taking this time.</p>
          <p>Notice how you feel now. You can come back to this whenever you need it.</p>
          {/* The button that finished it has gone: focus goes on to the way back, not to the page. */}
          <Button ref={(button) => button?.focus()} onClick={onClose}>
            Back to exercises
          </Button>
        </div>
      ) : step ? (
        <>
          <p className="text-sm text-muted">
            Step {index + 1} of {total}
          </p>
          {step.phase && step.seconds ? (
            <BreathingGuide
              phase={step.phase}
              seconds={step.seconds}
              remaining={remaining}
              reducedMotion={reducedMotion}
              previousScale={previousScale}
            />
          ) : null}
          <p data-testid="exercise-step" className="text-xl leading-relaxed">
            {step.text}
          </p>
          {step.seconds && !step.phase ? (
            <p className="font-serif text-3xl tabular-nums" aria-hidden="true">
              {remaining}s
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {step.seconds ? (
              <Button variant="outline" onClick={() => setPaused(!paused)}>
                {paused ? (
                  <Play aria-hidden="true" className="size-5" />
                ) : (
                  <Pause aria-hidden="true" className="size-5" />
                )}
                {paused ? 'Resume' : 'Pause'}
              </Button>
            ) : null}
            <Button ref={refFor('next')} onClick={() => goTo(index + 1)}>
              <SkipForward aria-hidden="true" className="size-5" />
              {step.seconds ? 'Next step' : 'Continue'}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              <CircleStop aria-hidden="true" className="size-5" />
              Stop
            </Button>
          </div>
        </>
      ) : null}
    </Card>
  );
}
