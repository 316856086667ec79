import { format, formatDistanceToNow } from 'date-fns';
import {
  CircleCheck,
  ClipboardPlus,
  FilePlus,
  Globe,
  ImagePlus,
  Lock,
  type LucideIcon,
  MessageCircleHeart,
  Receipt,
  RotateCcw,
  SquarePlus,
  UserPlus,
  UserRoundPen,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityKind } from '#shared/activity/activity-kinds.ts';
import { describeActivity } from '#shared/activity/describe-activity.ts';
import { DISPLAY_DATE_TIME } from '#shared/dates/display-formats.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { WhenLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { type ActivityEvent, useActivity } from '../api/get-activity.ts';

const ICONS: Record<ActivityKind, LucideIcon> = {
  task_created: SquarePlus,
  task_assigned: UserRoundPen,
  task_completed: CircleCheck,
  task_reopened: RotateCcw,
  member_joined: UserPlus,
  document_added: FilePlus,
  memorial_published: Globe,
  memorial_made_private: Lock,
  memorial_photo_added: ImagePlus,
  tribute_received: MessageCircleHeart,
  inventory_item_added: ClipboardPlus,
  expense_added: Receipt,
};

function ActivityItem({ event }: { event: ActivityEvent }) {
  const Icon = ICONS[event.kind];
  const at = new Date(event.createdAt);
  const sentence = describeActivity(event);
  return (
    <li className="flex gap-3 py-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col">
        {event.taskId ? (
          <Link
            to={paths.task.getHref(event.taskId)}
            className="break-words underline-offset-4 hover:underline"
          >
            {sentence}
          </Link>
        ) : (
          <span className="break-words">{sentence}</span>
        )}
        <time dateTime={event.createdAt} title={format(at, DISPLAY_DATE_TIME)} className="text-sm text-muted">
          {formatDistanceToNow(at, { addSuffix: true })}
        </time>
      </div>
    </li>
  );
}

/** Who did what for this loved one, newest first. Journals, moods and chats never appear here. */
export function ActivityFeed({ lovedOneId }: { lovedOneId: string }) {
  const activity = useActivity(lovedOneId);
  return (
    <Card aria-labelledby="activity-heading" className="flex flex-col gap-2">
      <div>
        <CardTitle id="activity-heading">Recent activity</CardTitle>
        <CardDescription>What the team has done, newest first.</CardDescription>
      </div>
      <WhenLoaded
        query={activity}
        failedTitle="We couldn’t load the recent activity"
        loadingLabel="Loading activity"
      >
        {({ pages }) => {
          const events = pages.flatMap((page) => page.events);
          return events.length === 0 ? (
            <p className="text-muted">
              Nothing yet. When someone on the team works on a task, joins, or adds to the memorial page or
              the estate records, it will show here.
            </p>
          ) : (
            <>
              <ol className="divide-y divide-border" aria-label="Activity">
                {events.map((event) => (
                  <ActivityItem key={event.id} event={event} />
                ))}
              </ol>
              {activity.isFetchNextPageError ? <Alert tone="error">{messageOf(activity.error)}</Alert> : null}
              {activity.hasNextPage ? (
                <Button
                  variant="outline"
                  className="self-start"
                  isLoading={activity.isFetchingNextPage}
                  onClick={() => activity.fetchNextPage()}
                >
                  Show older activity
                </Button>
              ) : null}
            </>
          );
        }}
      </WhenLoaded>
    </Card>
  );
}
