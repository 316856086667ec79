import { CalendarDays, Download, Mail, Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { countOf } from '#shared/text/plural.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { track } from '#web/features/analytics/api/track.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { downloadChecklist, useChecklist, useEmailChecklist } from '../api/checklist.ts';

type ChecklistCompleteProps = {
  lovedOneId: string;
  onEditAnswers: () => void;
  onStartOver: () => void;
};

/** The chat's last screen: 'Your Personal Checklist', progress, the category cards and what to do with it. */
export function ChecklistComplete({ lovedOneId, onEditAnswers, onStartOver }: ChecklistCompleteProps) {
  const checklist = useChecklist(lovedOneId);
  const email = useEmailChecklist(lovedOneId);
  const [downloading, setDownloading] = useState<'pdf' | 'ics' | null>(null);

  const download = async (format: 'pdf' | 'ics') => {
    setDownloading(format);
    track({ name: 'button_click', button: 'checklist_download' });
    try {
      await downloadChecklist(lovedOneId, format);
    } catch (error) {
      toast.error('Download failed', { description: messageOf(error) });
    } finally {
      setDownloading(null);
    }
  };

  if (checklist.isPending) return <LoadingState label="Loading your checklist..." />;
  // A failed refresh keeps the checklist on screen.
  if (!checklist.data) {
    return (
      <Alert tone="error">
        <p className="font-medium">We couldn’t load your checklist.</p>
        <p>{messageOf(checklist.error)}</p>
        <Button variant="outline" className="mt-3" onClick={() => checklist.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { total, completed, categories } = checklist.data;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <section aria-labelledby="checklist-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="checklist-heading" className="font-serif text-3xl font-semibold tracking-tight">
          Your Personal Checklist
        </h2>
        <p className="mt-1 text-muted">
          {completed} of {total} completed
        </p>
        <div
          role="progressbar"
          aria-label="Checklist progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {categories.map((card) => (
          <li key={card.category}>
            <Card className="flex h-full items-center justify-between gap-3">
              <h3 className="font-medium">{card.category}</h3>
              <span className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
                {countOf(card.count, 'task', 'tasks')}
              </span>
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => download('pdf')} isLoading={downloading === 'pdf'}>
          <Download aria-hidden="true" className="size-4" /> Download
        </Button>
        <Button variant="outline" onClick={() => download('ics')} isLoading={downloading === 'ics'}>
          <CalendarDays aria-hidden="true" className="size-4" /> Download calendar (.ics)
        </Button>
        <Button
          variant="outline"
          isLoading={email.isPending}
          onClick={() => {
            track({ name: 'button_click', button: 'checklist_email' });
            email.mutate(undefined, {
              onSuccess: (result) =>
                toast.success('Checklist sent', {
                  description: `We’ve emailed your checklist to ${result.sentTo}.`,
                }),
              onError: (error) => toast.error('Email not sent', { description: messageOf(error) }),
            });
          }}
        >
          <Mail aria-hidden="true" className="size-4" /> Email to me
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button asChild>
          <Link to={paths.lovedOne.getHref(lovedOneId, 'tasks')}>Go to my checklist</Link>
        </Button>
        <Button variant="ghost" onClick={onEditAnswers}>
          <Pencil aria-hidden="true" className="size-4" /> Edit answers
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          <RotateCcw aria-hidden="true" className="size-4" /> Start over
        </Button>
      </div>
    </section>
  );
}
