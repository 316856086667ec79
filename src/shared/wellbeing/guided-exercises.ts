import { z } from 'zod';
import type { NamedText } from '../hubs/types.ts';

// Guided exercises as data. The page walks through `steps` in order: a step with `seconds` is
// timed (the animated guide and an optional sound cue follow it), a step without is self-paced
// and waits for the person to continue. Every step's text stands on its own, so a screen reader
// user hears the same guidance that a sighted user sees animated.

export const GUIDED_EXERCISE_IDS = [
  'longer-out-breath',
  'box-breathing',
  'breathing-4-7-8',
  'grounding-5-4-3-2-1',
  'body-scan',
  'letter-to-your-person',
  'gentle-walk',
] as const;

export type GuidedExerciseId = (typeof GUIDED_EXERCISE_IDS)[number];

export const guidedExerciseIdSchema = z.enum(GUIDED_EXERCISE_IDS);

export type BreathPhase = 'inhale' | 'hold' | 'exhale';

export type ExerciseStep = {
  text: string;
  /** Present on timed steps only. */
  seconds?: number;
  /** Breathing steps only: which way the animated guide moves. */
  phase?: BreathPhase;
};

export type GuidedExerciseKind = 'breathing' | 'grounding' | 'body' | 'writing' | 'movement';

export type GuidedExerciseIcon = 'Square' | 'Wind' | 'Hand' | 'PersonStanding' | 'PenLine' | 'Footprints';

export type GuidedExercise = {
  id: GuidedExerciseId;
  /** Said with the name of the person who died where the title speaks of them (wellbeingNameOf). */
  title: string | NamedText;
  kind: GuidedExerciseKind;
  durationMinutes: number;
  summary: string;
  /** lucide-react component name. */
  icon: GuidedExerciseIcon;
  /** Said before starting: how to stop safely or adapt the exercise. */
  comfortNote: string;
  steps: readonly ExerciseStep[];
};

function breathingRounds(rounds: number, round: readonly ExerciseStep[]): ExerciseStep[] {
  return Array.from({ length: rounds }, () => round).flat();
}

const OUT_BREATH_ROUNDS = 10;
const BOX_ROUNDS = 5;

// Holding the breath, above all with empty lungs, can make panic worse: air hunger feels like the
// panic itself. The exercises that hold say so before starting, and the one first in the list, the
// one the chat offers for panic, has no hold at all.
const SKIP_THE_HOLDS = 'If holding your breath makes you feel more panicky, skip the holds.';
const FOUR_SEVEN_EIGHT_ROUNDS = 4;

export const GUIDED_EXERCISES: readonly GuidedExercise[] = [
  {
    id: 'longer-out-breath',
    title: 'Longer out-breath',
    kind: 'breathing',
    durationMinutes: 2,
    summary:
      'Breathe in for 4 and out for 6, with no holding. The longer out-breath helps the body settle, and it is a good one to start with when panic rises.',
    icon: 'Wind',
    comfortNote:
      'If 4 and 6 feel too long, try 3 and 5: what matters is that the out-breath is a little longer. If you feel lightheaded, let your breathing return to normal.',
    steps: [
      { text: 'Sit or stand somewhere steady. Let your shoulders drop and rest your hands.' },
      ...breathingRounds(OUT_BREATH_ROUNDS, [
        { text: 'Breathe in gently through your nose for 4.', seconds: 4, phase: 'inhale' },
        { text: 'Breathe out slowly through your mouth for 6.', seconds: 6, phase: 'exhale' },
      ]),
      { text: 'Let your breath find its own rhythm again. Notice how your body feels now.' },
    ],
  },
  {
    id: 'box-breathing',
    title: 'Box breathing',
    kind: 'breathing',
    durationMinutes: 2,
    summary:
      'Breathe in, hold, breathe out and hold again, four counts each. A steady rhythm for a racing mind.',
    icon: 'Square',
    comfortNote: `If you feel lightheaded, stop and let your breathing return to normal. Short counts are fine. ${SKIP_THE_HOLDS}`,
    steps: [
      { text: 'Sit or lie somewhere comfortable. Let your shoulders drop and rest your hands.' },
      { text: 'Breathe out gently through your mouth, emptying your lungs.', seconds: 4, phase: 'exhale' },
      ...breathingRounds(BOX_ROUNDS, [
        { text: 'Breathe in slowly through your nose for 4.', seconds: 4, phase: 'inhale' },
        { text: 'Hold your breath gently for 4.', seconds: 4, phase: 'hold' },
        { text: 'Breathe out slowly through your mouth for 4.', seconds: 4, phase: 'exhale' },
        { text: 'Hold, lungs empty, for 4.', seconds: 4, phase: 'hold' },
      ]),
      { text: 'Let your breath find its own rhythm again. Notice how your body feels now.' },
    ],
  },
  {
    id: 'breathing-4-7-8',
    title: '4-7-8 breathing',
    kind: 'breathing',
    durationMinutes: 2,
    summary:
      'Breathe in for 4, hold for 7, breathe out for 8. The long out-breath helps the body settle, and many people use it to fall asleep.',
    icon: 'Wind',
    comfortNote: `Four rounds is enough to start with. If holding for 7 feels like too much, shorten all three counts and keep the same pattern. ${SKIP_THE_HOLDS}`,
    steps: [
      {
        text: 'Sit up comfortably or lie down. Rest the tip of your tongue just behind your top front teeth.',
      },
      { text: 'Breathe out completely through your mouth.', seconds: 4, phase: 'exhale' },
      ...breathingRounds(FOUR_SEVEN_EIGHT_ROUNDS, [
        {
          text: 'Close your mouth and breathe in quietly through your nose for 4.',
          seconds: 4,
          phase: 'inhale',
        },
        { text: 'Hold your breath for 7.', seconds: 7, phase: 'hold' },
        { text: 'Breathe out slowly through your mouth for 8.', seconds: 8, phase: 'exhale' },
      ]),
      { text: 'Breathe normally again. Stay still for a moment before you get up.' },
    ],
  },
  {
    id: 'grounding-5-4-3-2-1',
    title: '5-4-3-2-1 grounding',
    kind: 'grounding',
    durationMinutes: 3,
    summary:
      'Use your senses to come back to the room you are in. Helpful when grief or panic feels overwhelming.',
    icon: 'Hand',
    comfortNote:
      'Go at your own pace. If you cannot find every item, that is fine; noticing is what matters.',
    steps: [
      { text: 'Pause where you are. Take one slow breath in, and a longer breath out.' },
      { text: 'Look around and name 5 things you can see. Say them out loud or in your head.' },
      {
        text: 'Notice 4 things you can feel: your feet on the floor, the chair beneath you, the air on your skin.',
      },
      { text: 'Listen for 3 things you can hear, near or far.' },
      { text: 'Notice 2 things you can smell. If nothing comes, think of two smells you like.' },
      { text: 'Notice 1 thing you can taste, or take a sip of water.' },
      { text: 'Take one more slow breath. You are here, in this moment, and you got through it.' },
    ],
  },
  {
    id: 'body-scan',
    title: 'Short body scan',
    kind: 'body',
    durationMinutes: 6,
    summary:
      'Move your attention slowly from your feet to your head, noticing and softening. Grief is held in the body too.',
    icon: 'PersonStanding',
    comfortNote:
      'Keep your eyes open if closing them feels uncomfortable. If a part of the body holds pain or strong feeling, you can skip it.',
    steps: [
      {
        text: 'Sit or lie down comfortably. Let your eyes close or rest your gaze on the floor.',
        seconds: 20,
      },
      { text: 'Notice your breathing without changing it. Just feel it come and go.', seconds: 30 },
      { text: 'Bring your attention to your feet. Notice any warmth, coolness, or pressure.', seconds: 30 },
      { text: 'Move up to your legs and knees. If you find tension, let it soften a little.', seconds: 30 },
      { text: 'Notice your hips and lower back, and where your body meets the chair or bed.', seconds: 30 },
      {
        text: 'Bring your attention to your stomach and chest. Grief often sits here. Breathe gently into this space.',
        seconds: 45,
      },
      { text: 'Notice your hands and arms. Let your fingers rest loosely.', seconds: 30 },
      { text: 'Feel your shoulders and neck. Let your shoulders drop away from your ears.', seconds: 30 },
      { text: 'Notice your jaw, your eyes and your forehead. Let your face soften.', seconds: 30 },
      { text: 'Now feel your whole body breathing, all at once.', seconds: 30 },
      { text: 'When you are ready, wiggle your fingers and toes and open your eyes. Take your time.' },
    ],
  },
  {
    id: 'letter-to-your-person',
    title: (name) => `A letter to ${name ?? 'the person who died'}`,
    kind: 'writing',
    durationMinutes: 15,
    summary:
      'Write to them directly: what you miss, what you wish you had said, what is happening now. No one else needs to read it.',
    icon: 'PenLine',
    comfortNote:
      'This can bring up strong feelings. Stop whenever you need to, and come back another day if you want. There is no right way to write it.',
    steps: [
      { text: 'Find a quiet moment and something to write with: paper, or your grief journal.' },
      { text: 'Begin with their name, the way you would have said it: “Dear Mum…”, “Hey Dad…”.' },
      { text: 'Tell them something that has happened since they died, big or small.' },
      {
        text: 'Write about something you miss about them. Be as specific as you like: a voice, a habit, a smell.',
      },
      { text: 'Write anything you wish you had said, or wish you had not said. You can say it now.' },
      { text: 'Write something of theirs you want to carry with you.' },
      { text: 'End however feels right. You do not have to say goodbye if you are not ready.' },
      {
        text: 'Keep the letter, read it aloud somewhere that mattered to you both, or put it away safely. It is yours.',
      },
    ],
  },
  {
    id: 'gentle-walk',
    title: 'A gentle walk',
    kind: 'movement',
    durationMinutes: 15,
    summary:
      'A slow walk with a few things to notice along the way. Moving can loosen what sitting still holds in.',
    icon: 'Footprints',
    comfortNote:
      'Walk somewhere you feel safe. It is fine to walk for five minutes, to sit on a bench, or to turn back at any time.',
    steps: [
      { text: 'Put on comfortable shoes. Take your phone if it helps you feel safe.' },
      { text: 'Start walking at an easy pace. There is nowhere you need to be.', seconds: 120 },
      { text: 'Notice your feet meeting the ground, one step and then the next.', seconds: 120 },
      {
        text: 'Look for three things you have not noticed before: a colour, a sound, a plant, a window.',
        seconds: 180,
      },
      {
        text: 'If memories or feelings come, let them walk with you. You do not need to push them away.',
        seconds: 180,
      },
      { text: 'Turn back when you are ready, at whatever pace feels right.', seconds: 180 },
      { text: 'When you get back, have a glass of water and notice how you feel.' },
    ],
  },
];

export function getGuidedExercise(id: GuidedExerciseId): GuidedExercise {
  const exercise = GUIDED_EXERCISES.find((candidate) => candidate.id === id);
  if (!exercise) throw new Error(`Unknown guided exercise: ${id}`);
  return exercise;
}

export const isGuidedExerciseId = (value: string): value is GuidedExerciseId =>
  (GUIDED_EXERCISE_IDS as readonly string[]).includes(value);

/** Seconds the timed steps take; self-paced steps add to the stated duration. */
export const timedSeconds = (exercise: GuidedExercise) =>
  exercise.steps.reduce((total, step) => total + (step.seconds ?? 0), 0);
