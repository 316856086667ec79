import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { longDate } from './format-dates.ts';
import { MemorialSection } from './memorial-section.tsx';
import { TributeForm } from './tribute-form.tsx';

/** Published tributes, newest first, and the form anyone may use to leave one. */
export function TributesSection({ data, layout }: { data: MemorialPageData; layout: LayoutStyle }) {
  return (
    <MemorialSection id="tributes" title="Tributes" layout={layout}>
      <TributeForm memorialId={data.memorial.id} slug={data.memorial.slug} />
      {data.tributes.length === 0 ? (
        <p className="mt-6 text-muted">No tributes yet. Yours could be the first.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-label="Tributes left">
          {data.tributes.map((tribute) => (
            <li key={tribute.id} className="rounded-xl bg-[var(--m-tint)] p-4">
              <p className="whitespace-pre-line break-words">{tribute.message}</p>
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
