import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { GUIDE_DISCLAIMER } from '#shared/hubs/disclaimers.ts';
import { HUB_LABELS } from '#shared/hubs/hub-labels.ts';
import { sayWithName } from '#shared/hubs/hub-name.ts';
import type { Guide } from '#shared/hubs/types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { LinkList } from './link-list.tsx';
import { NoticeCard } from './notice-card.tsx';

type GuideLibraryProps = {
  title: string;
  readGuideLabel: string;
  guides: readonly Guide[];
  /** The loved one's name, as the hubs say it (hubNameOf). */
  name: string | null;
};

/** Guide cards; 'Read Guide' opens the guide's text, said with the name, in a dialog. */
export function GuideLibrary({ title, readGuideLabel, guides, name }: GuideLibraryProps) {
  const [openGuide, setOpenGuide] = useState<Guide | null>(null);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.id}>
            <Card className="flex h-full flex-col gap-3">
              <div className="flex items-start gap-3">
                <BookOpen aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <div>
                  <h3 className="text-lg font-semibold">{guide.title}</h3>
                  <p className="text-muted">{sayWithName(guide.description, name)}</p>
                </div>
              </div>
              <Button
                variant="outline"
                className="mt-auto w-full sm:w-auto"
                onClick={() => setOpenGuide(guide)}
                aria-label={`${readGuideLabel}: ${guide.title}`}
              >
                {readGuideLabel}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <Dialog
        open={openGuide !== null}
        onOpenChange={(open) => {
          if (!open) setOpenGuide(null);
        }}
        title={openGuide?.title ?? ''}
        description={openGuide ? sayWithName(openGuide.description, name) : undefined}
        className="max-w-2xl"
      >
        {openGuide ? <GuideBody guide={openGuide} name={name} /> : null}
      </Dialog>
    </section>
  );
}

function GuideBody({ guide, name }: { guide: Guide; name: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      {guide.paragraphs.map((paragraph) => {
        const said = sayWithName(paragraph, name);
        return <p key={said}>{said}</p>;
      })}
      {guide.keyPoints ? (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {guide.keyPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      <NoticeCard notice={GUIDE_DISCLAIMER} />
      <div>
        <h3 className="mb-2 font-semibold">{HUB_LABELS.guideSourcesTitle}</h3>
        <LinkList links={guide.sources} />
      </div>
    </div>
  );
}
