import type { BreathPhase } from '#shared/wellbeing/guided-exercises.ts';
import { cn } from '#web/lib/cn.ts';

const PHASE_WORDS: Record<BreathPhase, string> = {
  inhale: 'Breathe in',
  hold: 'Hold',
  exhale: 'Breathe out',
};

/**
 * A circle that grows on the in-breath and shrinks on the out-breath, over exactly the step's
 * seconds. With reduced motion it stays still and the countdown does the guiding.
 */
export function BreathingGuide({
  phase,
  seconds,
  remaining,
  reducedMotion,
  previousScale,
}: {
  phase: BreathPhase;
  seconds: number;
  remaining: number;
  reducedMotion: boolean;
  previousScale: 'small' | 'large';
}) {
  const target = phase === 'inhale' ? 'large' : phase === 'exhale' ? 'small' : previousScale;
  return (
    <div className="flex flex-col items-center gap-4" aria-hidden="true">
      {/* Only the count sits inside: at half size the circle is narrower than "Breathe out". */}
      <div data-testid="breathing-ring" className="relative flex size-56 items-center justify-center">
        {reducedMotion ? null : (
          <div
            data-testid="breathing-circle"
            className={cn(
              'absolute inset-0 rounded-full bg-primary/20 ring-4 ring-primary/50 transition-transform ease-in-out',
              target === 'large' ? 'scale-100' : 'scale-50',
            )}
            style={{ transitionDuration: `${seconds}s` }}
          />
        )}
        <p className="relative font-serif text-5xl tabular-nums">{remaining}</p>
      </div>
      <p data-testid="breathing-phase" className="text-xl font-semibold">
        {PHASE_WORDS[phase]}
      </p>
    </div>
  );
}

export const phaseWords = (phase: BreathPhase) => PHASE_WORDS[phase];
