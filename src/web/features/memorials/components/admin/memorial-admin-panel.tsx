import { Globe, ListPlus, Lock, Palette, PencilLine, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { asksForHeldTributes } from '#shared/memorials/memorial-links.ts';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import type { MemorialSettings } from '#shared/memorials/memorial-schemas.ts';
import { countOf } from '#shared/text/plural.ts';
import { DownloadButton } from '#web/components/download-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useOpenSet } from '#web/lib/use-open-set.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useSetMemorialVisibility } from '../../api/update-memorial.ts';
import { VisibilityBadge } from '../visibility-badge.tsx';
import { ContentManager, type ContentTab } from './content-manager.tsx';
import { DetailsForm } from './details-form.tsx';
import { SettingsForm } from './settings-form.tsx';

type Panel = 'customize' | 'edit' | 'content' | null;

type AdminPanelProps = {
  data: MemorialPageData;
  /** The unsaved settings while customising (the live preview), or null for the saved ones. */
  onDraftChange: (draft: MemorialSettings | null) => void;
};

/** The admin's controls above the page: Publish Live / Make Private, Customize, Edit, content. */
export function MemorialAdminPanel({ data, onDraftChange }: AdminPanelProps) {
  const { memorial } = data;
  // Opened from the held-tribute e-mail or a notice elsewhere (?review=tributes): straight to them.
  const [isReviewing] = useState(() => asksForHeldTributes(window.location.search));
  const [panel, setPanel] = useState<Panel>(isReviewing ? 'content' : null);
  // A panel left for another keeps what was typed in it; Save and Cancel are what close it for good.
  const opened = useOpenSet<Panel>();
  opened.open(panel);
  // Save and Cancel take their form away with the focus in it: the keyboard goes back to its button.
  const returnFocus = useReturnFocus<Panel>();
  const closeForGood = (done: Panel) => {
    opened.close(done);
    setPanel(null);
    returnFocus.returnTo(done);
  };
  const visibility = useSetMemorialVisibility(memorial.id, memorial.slug);
  const heldCount = data.moderation?.filter((tribute) => tribute.status === 'held').length ?? 0;
  const [contentTab, setContentTab] = useState<ContentTab>(
    isReviewing || heldCount > 0 ? 'tributes' : 'events',
  );
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isReviewing) contentRef.current?.scrollIntoView({ block: 'start' });
  }, [isReviewing]);

  const toggle = (next: Panel) => {
    if (panel === 'customize') onDraftChange(null);
    setPanel(panel === next ? null : next);
  };

  const reviewHeldTributes = () => {
    if (panel === 'customize') onDraftChange(null);
    setPanel('content');
    setContentTab('tributes');
    // Once drawn: the held tributes' tab takes focus, so a keyboard or screen reader lands on them.
    requestAnimationFrame(() =>
      contentRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  };

  const [isAskingToPublish, setAskingToPublish] = useState(false);
  const setPublic = (isPublic: boolean) =>
    visibility.mutate(isPublic, {
      onSuccess: () => {
        setAskingToPublish(false);
        toast.success(isPublic ? MEMORIAL_MESSAGES.nowLive : MEMORIAL_MESSAGES.nowPrivate);
      },
      onError: (error) => toast.error(MEMORIAL_MESSAGES.publishFailed, { description: messageOf(error) }),
    });

  return (
    <section
      aria-label="Page controls"
      className="memorial-print-hide flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">Your memorial page is</span>
          <VisibilityBadge isPublic={memorial.isPublic} />
          {memorial.isPublic && data.followers ? (
            <span className="text-muted">
              {countOf(data.followers, 'person follows', 'people follow')} it by e-mail
            </span>
          ) : null}
          {heldCount > 0 ? (
            <Button variant="link" className="min-h-11" onClick={reviewHeldTributes}>
              {countOf(heldCount, 'tribute', 'tributes')} waiting for approval
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {memorial.isPublic ? (
            <Button variant="outline" onClick={() => setPublic(false)} isLoading={visibility.isPending}>
              <Lock aria-hidden="true" className="size-5" /> Make Private
            </Button>
          ) : (
            <Button onClick={() => setAskingToPublish(true)} isLoading={visibility.isPending}>
              <Globe aria-hidden="true" className="size-5" /> Publish Live
            </Button>
          )}
          <Button
            ref={returnFocus.refFor('customize')}
            variant="outline"
            aria-expanded={panel === 'customize'}
            onClick={() => toggle('customize')}
          >
            <Palette aria-hidden="true" className="size-5" /> Customize
          </Button>
          <Button
            ref={returnFocus.refFor('edit')}
            variant="outline"
            aria-expanded={panel === 'edit'}
            onClick={() => toggle('edit')}
          >
            <PencilLine aria-hidden="true" className="size-5" /> Edit
          </Button>
          <Button variant="outline" aria-expanded={panel === 'content'} onClick={() => toggle('content')}>
            <ListPlus aria-hidden="true" className="size-5" /> Service, timeline, quotes & tributes
          </Button>
          <DownloadButton
            href={`/api/memorials/${encodeURIComponent(memorial.id)}/order-of-service.pdf`}
            fileName={`${memorial.slug}-order-of-service.pdf`}
          >
            <Printer aria-hidden="true" className="size-5" /> Print the order of service
          </DownloadButton>
        </div>
      </div>
      {opened.has('customize') ? (
        <div hidden={panel !== 'customize'}>
          <SettingsForm
            data={data}
            isShown={panel === 'customize'}
            onDraftChange={onDraftChange}
            onDone={() => {
              onDraftChange(null);
              closeForGood('customize');
            }}
          />
        </div>
      ) : null}
      {opened.has('edit') ? (
        <div hidden={panel !== 'edit'}>
          <DetailsForm memorial={memorial} onDone={() => closeForGood('edit')} />
        </div>
      ) : null}
      {opened.has('content') ? (
        <div ref={contentRef} hidden={panel !== 'content'} className="scroll-mt-4">
          <ContentManager data={data} held={heldCount} tab={contentTab} onTabChange={setContentTab} />
        </div>
      ) : null}
      <ConfirmDialog
        open={isAskingToPublish}
        onOpenChange={setAskingToPublish}
        title={MEMORIAL_MESSAGES.publishAskTitle}
        description={MEMORIAL_MESSAGES.publishAsk}
        confirmLabel={MEMORIAL_MESSAGES.publishConfirm}
        confirmVariant="primary"
        onConfirm={() => setPublic(true)}
        isPending={visibility.isPending}
      />
    </section>
  );
}
