import type { ActivityKind } from './activity-kinds.ts';

type ActivityEntry = {
  kind: ActivityKind;
  /** Null for a visitor (a tribute) or someone who has deleted their account. */
  actorName: string | null;
  subjectName: string | null;
  label: string | null;
};

const quoted = (label: string | null, fallback = 'a task') => (label ? `“${label}”` : fallback);

/** One plain sentence per event; names and titles are shown as text, never as markup. */
export function describeActivity(entry: ActivityEntry): string {
  const actor = entry.actorName || 'Someone';
  switch (entry.kind) {
    case 'task_created':
      return `${actor} added the task ${quoted(entry.label)}`;
    case 'task_assigned':
      return `${actor} assigned ${quoted(entry.label)} to ${entry.subjectName || 'someone'}`;
    case 'task_completed':
      return `${actor} completed ${quoted(entry.label)}`;
    case 'task_reopened':
      return `${actor} reopened ${quoted(entry.label)}`;
    case 'member_joined':
      return `${entry.subjectName || 'Someone'} joined the team`;
    case 'document_added':
      return `${actor} added a document to ${quoted(entry.label)}`;
    case 'memorial_published':
      return `${actor} published the memorial page`;
    case 'memorial_made_private':
      return `${actor} made the memorial page private`;
    case 'memorial_photo_added':
      return entry.label
        ? `${actor} added the photo ${quoted(entry.label)} to the memorial page`
        : `${actor} added a photo to the memorial page`;
    case 'tribute_received':
      return entry.label
        ? `${entry.label} left a tribute on the memorial page`
        : 'A tribute was left on the memorial page';
    case 'inventory_item_added':
      return `${actor} added ${quoted(entry.label, 'an item')} to the estate inventory`;
    case 'expense_added':
      return entry.label
        ? `${actor} added an expense paid to ${quoted(entry.label)}`
        : `${actor} added an expense`;
  }
}
