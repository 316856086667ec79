import { lifeDates } from '#shared/memorials/life-dates.ts';
import type { HeaderStyle } from '#shared/memorials/memorial-options.ts';
import { titleAboveName } from '#shared/memorials/memorial-title.ts';
import { PORTRAIT_SIZES, portraitSrcSet } from '#shared/memorials/responsive-images.ts';
import { fullName } from '#shared/team/person-name.ts';
import { cn } from '#web/lib/cn.ts';
import type { MemorialData } from '../../api/get-memorial-page.ts';

// Drawn sizes per header style (the classes below, PORTRAIT_SIZES) and the intrinsic size that reserves
// the box before the photo arrives: square for hero and simple, 4:5 for split.
const PORTRAIT_BOX: Record<HeaderStyle, { width: number; height: number; className: string }> = {
  hero: { width: 208, height: 208, className: 'size-40 rounded-full border-4 border-surface sm:size-52' },
  simple: { width: 96, height: 96, className: 'size-20 shrink-0 rounded-2xl sm:size-24' },
  split: { width: 504, height: 630, className: 'aspect-[4/5] h-auto w-full rounded-2xl' },
};

function Portrait({
  src,
  name,
  headerStyle,
}: {
  src: string | null;
  name: string;
  headerStyle: HeaderStyle;
}) {
  if (!src) return null;
  const { width, height, className } = PORTRAIT_BOX[headerStyle];
  // The page's largest picture, usually what a phone paints last: fetched before the styles' fonts, at
  // the width it is drawn (the server preloads the same candidates, memorial-head.ts).
  return (
    <img
      src={src}
      srcSet={portraitSrcSet(src)}
      sizes={PORTRAIT_SIZES[headerStyle]}
      width={width}
      height={height}
      alt={name}
      fetchPriority="high"
      className={cn('object-cover shadow-md', className)}
    />
  );
}

/**
 * Hero: a full-width band, portrait centred. Simple: name and dates, a small portrait beside them.
 * Split: a large portrait on one side, the words on the other. A background photo fills the band,
 * under a soft dark scrim that keeps white words readable on any photo while the photo still shows.
 */
export function MemorialHeader({
  memorial,
  headerStyle,
}: {
  memorial: MemorialData;
  headerStyle: HeaderStyle;
}) {
  const name = fullName(memorial.lovedOne);
  const dates = lifeDates(memorial.lovedOne.dateOfBirth, memorial.lovedOne.dateOfDeath);
  const background = memorial.backgroundUrl
    ? {
        backgroundImage: `url("${memorial.backgroundUrl}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;
  const title = titleAboveName(memorial.title, name);
  // Over a photo the words are white on a soft dark scrim, the same in both themes.
  const onPhoto = Boolean(memorial.backgroundUrl);
  const words = (
    <div className="min-w-0">
      {title ? (
        <p
          className={cn(
            'mb-2 text-sm font-medium uppercase tracking-widest',
            onPhoto ? 'text-white' : 'text-[var(--m-accent)]',
          )}
        >
          {title}
        </p>
      ) : null}
      <h1 className={cn('break-words text-4xl font-semibold sm:text-5xl', onPhoto && 'text-white')}>
        {name}
      </h1>
      {dates ? <p className={cn('mt-3 text-lg', onPhoto ? 'text-white' : 'text-muted')}>{dates}</p> : null}
    </div>
  );
  return (
    <header
      data-header-style={headerStyle}
      style={background}
      className="overflow-hidden rounded-3xl bg-[var(--m-tint)]"
    >
      <div
        className={cn(
          'px-5 py-10 sm:px-10',
          onPhoto ? 'bg-gradient-to-b from-black/35 via-black/50 to-black/70' : 'bg-[var(--m-tint)]/90',
        )}
      >
        {headerStyle === 'hero' ? (
          <div className="flex flex-col items-center gap-6 text-center">
            <Portrait src={memorial.portraitUrl} name={name} headerStyle="hero" />
            {words}
          </div>
        ) : headerStyle === 'split' ? (
          <div className="grid items-center gap-8 md:grid-cols-2">
            <Portrait src={memorial.portraitUrl} name={name} headerStyle="split" />
            {words}
          </div>
        ) : (
          <div className="flex items-center gap-5">
            <Portrait src={memorial.portraitUrl} name={name} headerStyle="simple" />
            {words}
          </div>
        )}
      </div>
    </header>
  );
}
