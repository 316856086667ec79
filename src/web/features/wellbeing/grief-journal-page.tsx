import { format, parseISO } from 'date-fns';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { DISPLAY_WEEKDAY_DATE } from '#shared/dates/display-formats.ts';
import { JOURNAL_MESSAGES } from '#shared/wellbeing/journal-input.ts';
import { getJournalPrompt, isJournalPromptId } from '#shared/wellbeing/journal-prompts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { mutationKeys } from '#web/lib/query-keys.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import { type JournalEntryData, useDeleteJournalEntry, useJournalEntries } from './api/journal-api.ts';
import { type EditableEntry, JournalEditor } from './components/journal/journal-editor.tsx';
import { SavedWritingCrisisNote } from './components/saved-writing-crisis-note.tsx';

const longDate = (isoDate: string) => format(parseISO(isoDate), DISPLAY_WEEKDAY_DATE);

/** /grief-journal — dated entries, private to the writer, encrypted at rest. */
export function GriefJournalPage() {
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const entries = useJournalEntries(query);
  const remove = useDeleteJournalEntry();
  const [editing, setEditing] = useState<EditableEntry | null>(null);
  const [deleting, setDeleting] = useState<JournalEntryData | null>(null);
  const editButtons = useReturnFocus<string>();

  if (!user) return <LoadingState />;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(JOURNAL_MESSAGES.deleted);
      if (editing?.id === deleting.id) setEditing(null);
      setDeleting(null);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Grief journal · Harbor</title>
      <PageHeading
        title="Grief journal"
        subtitle="A private place for what you remember, what you feel, and what today was like."
      />
      <JournalEditor
        key={editing?.id ?? 'new'}
        userId={user.id}
        entry={editing}
        onDone={() => {
          if (editing) editButtons.returnTo(editing.id);
          setEditing(null);
        }}
      />
      <SavedWritingCrisisNote mutationKey={mutationKeys.saveJournalEntry} />

      <section aria-labelledby="entries-heading" className="flex flex-col gap-4">
        <h2 id="entries-heading" className="text-xl font-semibold">
          Your entries
        </h2>
        <div className="relative">
          <label htmlFor="journal-search" className="sr-only">
            Search your journal
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-5 text-muted"
          />
          <Input
            id="journal-search"
            type="search"
            className="pl-10"
            placeholder="Search your journal"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {entries.data ? null : <NotLoaded query={entries} failedTitle="We couldn’t load your entries" />}
        {entries.data && entries.data.entries.length === 0 ? (
          <p className="text-muted">
            {query ? 'No entries match your search.' : 'Your entries will appear here once you save one.'}
          </p>
        ) : null}
        <ul className="flex flex-col gap-4" aria-busy={entries.isFetching || undefined}>
          {entries.data?.entries.map((entry) => (
            <li key={entry.id}>
              <Card className="flex flex-col gap-2" aria-label={entry.title ?? longDate(entry.entryDate)}>
                <p className="text-sm text-muted">{longDate(entry.entryDate)}</p>
                {entry.title ? <h3 className="text-lg font-semibold">{entry.title}</h3> : null}
                {entry.promptId && isJournalPromptId(entry.promptId) ? (
                  <p className="font-reading italic text-muted">{getJournalPrompt(entry.promptId).text}</p>
                ) : null}
                <p data-testid="journal-entry-body" className="whitespace-pre-wrap break-words">
                  {entry.body}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    ref={editButtons.refFor(entry.id)}
                    variant="outline"
                    onClick={() => setEditing(entry)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit<span className="sr-only"> entry from {longDate(entry.entryDate)}</span>
                  </Button>
                  <Button variant="ghost" onClick={() => setDeleting(entry)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete<span className="sr-only"> entry from {longDate(entry.entryDate)}</span>
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this entry?"
        description={
          deleting
            ? `Your entry ${deleting.title ? `“${deleting.title}” ` : ''}from ${longDate(deleting.entryDate)} will be gone for good. There is no way to bring it back.`
            : ''
        }
        confirmLabel="Delete entry"
        cancelLabel="Keep it"
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
