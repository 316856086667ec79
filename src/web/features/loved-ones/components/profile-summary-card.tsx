import { format, parseISO } from 'date-fns';
import { MapPin, Pencil } from 'lucide-react';
import { DISPLAY_DATE } from '#shared/dates/display-formats.ts';
import { lovedOneHeading } from '#shared/loved-ones/loved-one-display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import type { LovedOne } from '../api/get-loved-one.ts';
import { LovedOneAvatar } from './loved-one-avatar.tsx';

const locationOf = (lovedOne: LovedOne) => [lovedOne.county, lovedOne.stateCode].filter(Boolean).join(', ');

/**
 * Avatar, name (or relationship), Edit profile for the admin, date of passing and location. The spec's
 * "Click to edit" is an instruction, not a label a button can carry (issue 21).
 */
export function ProfileSummaryCard({ lovedOne, onEdit }: { lovedOne: LovedOne; onEdit?: () => void }) {
  const heading = lovedOneHeading(lovedOne);
  const location = locationOf(lovedOne);
  return (
    <Card className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <LovedOneAvatar lovedOne={lovedOne} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-serif text-2xl font-semibold">{heading}</h2>
        {lovedOne.dateOfDeath ? (
          <p className="text-muted">Passed away {format(parseISO(lovedOne.dateOfDeath), DISPLAY_DATE)}</p>
        ) : null}
        {location ? (
          <p className="inline-flex items-center justify-center gap-1 text-muted sm:justify-start">
            <MapPin aria-hidden="true" className="size-4" />
            {location}
          </p>
        ) : null}
      </div>
      {onEdit ? (
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit profile
        </Button>
      ) : null}
    </Card>
  );
}
