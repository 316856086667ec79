import { LogOut, MessageCircle, NotebookPen, Settings, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { lovedOneHeading } from '#shared/loved-ones/loved-one-display.ts';
import { ownPlanOf, wordsFor } from '#shared/loved-ones/profile-kind.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Select } from '#web/components/ui/input.tsx';
import { useSignOut } from '#web/features/auth/api/use-sign-out.ts';
import { LovedOneAvatar } from '#web/features/loved-ones/components/loved-one-avatar.tsx';
import { StartSetupDialog } from '#web/features/onboarding/components/start-setup.tsx';
import { paths } from '#web/lib/paths.ts';
import type { Dashboard } from '../api/get-dashboard.ts';

type LovedOneItem = Dashboard['lovedOnes'][number];

/**
 * The selector (when there are several), the photo with a link to the profile (the spec's "Click to
 * edit", named for where it leads: issue 21), and the person's own links.
 */
export function DashboardSidebar({
  lovedOnes,
  selected,
  onSelect,
}: {
  lovedOnes: LovedOneItem[];
  selected: LovedOneItem;
  onSelect: (lovedOneId: string) => void;
}) {
  const [isPlanningOpen, setPlanningOpen] = useState(false);
  const signOut = useSignOut();
  const name = lovedOneHeading(selected);
  const ownPlan = ownPlanOf(lovedOnes);

  return (
    <Card className="flex flex-col gap-4">
      {lovedOnes.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="loved-one-select" className="font-medium">
            Loved one
          </label>
          <Select
            id="loved-one-select"
            value={selected.id}
            onChange={(event) => onSelect(event.target.value)}
          >
            {lovedOnes.map((lovedOne) => (
              <option key={lovedOne.id} value={lovedOne.id}>
                {lovedOneHeading(lovedOne)}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <LovedOneAvatar lovedOne={selected} size="md" />
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere">{name}</p>
          <Link
            to={paths.lovedOne.getHref(selected.id)}
            className="inline-flex min-h-11 items-center text-primary underline underline-offset-2"
          >
            Open profile
          </Link>
        </div>
      </div>
      <Link
        to={paths.addLovedOne.getHref()}
        className="inline-flex min-h-11 items-center gap-2 text-primary underline underline-offset-2"
      >
        <UserPlus aria-hidden="true" className="size-5" />
        Add another loved one
      </Link>
      {/* "The path can be changed at any time": one's own wishes get their own checklist. A person has one
          plan, so once it exists this opens it (and is not needed while it is open). */}
      {ownPlan?.id === selected.id ? null : (
        <button
          type="button"
          onClick={() => (ownPlan ? onSelect(ownPlan.id) : setPlanningOpen(true))}
          className="inline-flex min-h-11 items-center gap-2 text-left text-primary underline underline-offset-2"
        >
          <NotebookPen aria-hidden="true" className="size-5" />
          Plan ahead for yourself
        </button>
      )}
      {ownPlan ? null : (
        <StartSetupDialog
          path="planning-ahead"
          open={isPlanningOpen}
          onOpenChange={setPlanningOpen}
          showsCreated
        />
      )}
      <p className="rounded-xl bg-accent p-3 text-sm text-accent-foreground">
        {wordsFor(selected.kind, selected.plannerName).careNote}
      </p>
      <div className="flex flex-col gap-2">
        <Button asChild variant="secondary">
          <Link to={paths.chat.getHref()}>
            <MessageCircle aria-hidden="true" className="size-5" />
            Talk to us
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.settings.getHref()}>
            <Settings aria-hidden="true" className="size-5" />
            Settings
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => signOut()}>
          <LogOut aria-hidden="true" className="size-5" />
          Sign out
        </Button>
      </div>
    </Card>
  );
}
