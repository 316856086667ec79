import { lazy, type ReactNode, Suspense } from 'react';
import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { MemorialSection } from './memorial-section.tsx';

// Only the family uploads; visitors never download the form.
const PhotoUploadForm = lazy(() =>
  import('./photo-upload-form.tsx').then((m) => ({ default: m.PhotoUploadForm })),
);

type MemoriesProps = {
  data: MemorialPageData;
  layout: LayoutStyle;
  /** The photos (PhotoGallery), made by the caller: an island on the server-rendered page. */
  gallery: ReactNode;
};

/** The gallery's section. The admin and the team add photos; only the admin removes them. */
export function MemoriesSection({ data, layout, gallery }: MemoriesProps) {
  const canUpload = data.can.photos.add;
  if (data.photos.length === 0 && !canUpload) return null;
  return (
    <MemorialSection id="memories" title="Memories" layout={layout}>
      {data.photos.length === 0 ? <p className="text-muted">No photos yet.</p> : gallery}
      {canUpload ? (
        <Suspense fallback={null}>
          <PhotoUploadForm data={data} />
        </Suspense>
      ) : null}
    </MemorialSection>
  );
}
