import { longDate } from '#shared/memorials/life-dates.ts';
import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import type { AddedTribute } from '../../api/add-tribute.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { MemorialSection } from './memorial-section.tsx';
import { TributeForm } from './tribute-form.tsx';
import { TributePhoto } from './tribute-photo.tsx';

type TributesSectionProps = {
  memorialId: string;
  tributes: MemorialPageData['tributes'];
  layout: LayoutStyle;
  onAdded: (tribute: AddedTribute) => void;
};

/** Published tributes, newest first, and the form anyone may use to leave one. */
export function TributesSection({ memorialId, tributes, layout, onAdded }: TributesSectionProps) {
  return (
    <MemorialSection id="tributes" title="Tributes" layout={layout}>
      <TributeForm memorialId={memorialId} onAdded={onAdded} />
      {tributes.length === 0 ? (
        <p className="mt-6 text-muted">No tributes yet. Yours could be the first.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-label="Tributes left">
          {tributes.map((tribute) => (
            <li key={tribute.id} className="rounded-xl bg-[var(--m-tint)] p-4">
              <p className="whitespace-pre-line break-words">{tribute.message}</p>
              <TributePhoto tribute={tribute} />
              <p className="mt-2 text-sm text-muted">
                — {tribute.authorName}, {longDate(tribute.createdAt.slice(0, 10))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </MemorialSection>
  );
}
