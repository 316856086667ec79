import { useState } from 'react';
import { localTimeZone, todayIn } from '#shared/dates/time-zones.ts';
import { lowMoodNoteLevel, type MoodPoint } from '#shared/wellbeing/moods.ts';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { cn } from '#web/lib/cn.ts';
import { mutationKeys } from '#web/lib/query-keys.ts';
import { useMoodCheckIns } from './api/moods-api.ts';
import { LowMoodNote } from './components/moods/low-mood-note.tsx';
import { MoodChart } from './components/moods/mood-chart.tsx';
import { MoodCheckInForm } from './components/moods/mood-check-in-form.tsx';
import { SavedWritingCrisisNote } from './components/saved-writing-crisis-note.tsx';

const RANGES = [30, 90] as const;

/** /mood-tracker — a daily check-in, the last 30 or 90 days, and a kind word after hard days. */
export function MoodTrackerPage() {
  const today = todayIn(localTimeZone());
  const checkIns = useMoodCheckIns();
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const points: MoodPoint[] = (checkIns.data?.checkIns ?? [])
    .filter((checkIn) => checkIn.date <= today)
    .map((checkIn) => ({ date: checkIn.date, mood: checkIn.mood }));
  const noteLevel = lowMoodNoteLevel(points, today);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Mood tracker · Harbor</title>
      <PageHeading
        title="Mood tracker"
        subtitle="A moment each day to notice how you are. There are no right answers, and hard days are part of grief."
      />
      <SavedWritingCrisisNote mutationKey={mutationKeys.saveMoodCheckIn} />
      {checkIns.data ? null : <NotLoaded query={checkIns} failedTitle="We couldn’t load your check-ins" />}
      {checkIns.data ? (
        <>
          {noteLevel === 'none' ? null : <LowMoodNote level={noteLevel} />}
          <Card aria-labelledby="check-in-heading">
            <h2 id="check-in-heading" className="mb-4 text-xl font-semibold">
              Check in
            </h2>
            <MoodCheckInForm today={today} checkIns={checkIns.data.checkIns} />
          </Card>
          <Card aria-labelledby="chart-heading">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="chart-heading" className="text-xl font-semibold">
                The last {days} days
              </h2>
              <fieldset className="flex gap-1 rounded-xl border border-border p-1">
                <legend className="sr-only">Show</legend>
                {RANGES.map((range) => (
                  <label
                    key={range}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center rounded-lg px-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                      days === range && 'bg-primary text-primary-foreground',
                    )}
                  >
                    <input
                      type="radio"
                      name="mood-range"
                      className="sr-only"
                      checked={days === range}
                      onChange={() => setDays(range)}
                    />
                    {range} days
                  </label>
                ))}
              </fieldset>
            </div>
            <MoodChart points={points} today={today} days={days} />
          </Card>
        </>
      ) : null}
    </div>
  );
}
