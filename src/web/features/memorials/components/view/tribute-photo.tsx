import type { MemorialPageData } from '../../api/get-memorial-page.ts';

type Tribute = MemorialPageData['tributes'][number];

/** The photo a visitor left with their tribute: a thumbnail that opens the larger size. */
export function TributePhoto({ tribute }: { tribute: Tribute }) {
  if (!tribute.photo) return null;
  return (
    <a href={tribute.photo.webUrl} className="mt-3 block w-40 max-w-full overflow-hidden rounded-lg">
      <img
        src={tribute.photo.thumbnailUrl}
        alt={`Shared by ${tribute.authorName} with their tribute`}
        width={400}
        height={400}
        loading="lazy"
        className="aspect-square h-auto w-full object-cover"
      />
    </a>
  );
}
