import './memorial-view-styles.ts';
import type { CSSProperties, ReactNode } from 'react';
import { FONTS, THEMES } from '#shared/memorials/memorial-options.ts';
import type { MemorialSettings } from '#shared/memorials/memorial-schemas.ts';
import { cn } from '#web/lib/cn.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import {
  FavoritesSection,
  LinksSection,
  QuotesSection,
  StorySection,
  TimelineSection,
} from './content-sections.tsx';
import { MemorialHeader } from './memorial-header.tsx';
import { MemoriesSection } from './memories-section.tsx';

/** The theme's colours (light and dark) and the font, as CSS variables on the page's root. */
function themeStyle(settings: MemorialSettings): CSSProperties {
  const theme = THEMES[settings.themeColor];
  return {
    '--m-accent-light': theme.light.accent,
    '--m-tint-light': theme.light.tint,
    '--m-accent-dark': theme.dark.accent,
    '--m-tint-dark': theme.dark.tint,
    fontFamily: FONTS[settings.fontFamily].stack,
  } as CSSProperties;
}

type MemorialViewProps = {
  data: MemorialPageData;
  settings: MemorialSettings;
  /**
   * The parts a visitor acts in, or changes by acting (the tribute count near the top), made by the
   * caller: the app wires them to its query cache, the server-rendered page makes them islands (decision
   * 041). The view only places them.
   */
  interactive: {
    shareAMemory: ReactNode;
    tributes: ReactNode;
    share: ReactNode;
    remember: ReactNode;
    photos: ReactNode;
    events: ReactNode;
  };
};

/**
 * The memorial page, drawn with `settings` (the saved ones, or the admin's unsaved choices while
 * customising: the live preview). Sections switched off are hidden here too, for the preview.
 */
export function MemorialView({ data, settings, interactive }: MemorialViewProps) {
  const layout = settings.layoutStyle;
  const memorial = data.memorial;
  const shownMemorial = settings.showDates
    ? memorial
    : { ...memorial, lovedOne: { ...memorial.lovedOne, dateOfBirth: null, dateOfDeath: null } };
  const story = <StorySection memorial={memorial} pronouns={settings.pronouns} layout={layout} />;
  const timeline = settings.showTimeline ? <TimelineSection items={data.timeline} layout={layout} /> : null;
  const quotes = settings.showQuotes ? <QuotesSection items={data.quotes} layout={layout} /> : null;
  const favorites = settings.showFavorites ? (
    <FavoritesSection items={data.favorites} layout={layout} />
  ) : null;
  const memories = <MemoriesSection data={data} layout={layout} gallery={interactive.photos} />;
  const tributes = settings.showTributes ? interactive.tributes : null;
  const service = interactive.events;
  const links = <LinksSection settings={settings} layout={layout} />;
  const share = interactive.share;

  const body: Record<typeof layout, ReactNode> = {
    classic: (
      <Column>
        {story}
        {service}
        {timeline}
        {memories}
        {quotes}
        {favorites}
        {links}
        {tributes}
        {share}
      </Column>
    ),
    minimal: (
      <div className="mx-auto flex w-full max-w-2xl flex-col">
        {story}
        {service}
        {timeline}
        {quotes}
        {favorites}
        {memories}
        {links}
        {tributes}
        {share}
      </div>
    ),
    modern: (
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {story}
          {timeline}
          {memories}
          {tributes}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {service}
          {quotes}
          {favorites}
          {links}
          {share}
        </div>
      </div>
    ),
    'photo-focused': (
      <Column wide>
        {memories}
        {story}
        {service}
        {timeline}
        {quotes}
        {favorites}
        {links}
        {tributes}
        {share}
      </Column>
    ),
  };

  return (
    <article
      className="memorial-theme flex flex-col gap-6"
      style={themeStyle(settings)}
      data-theme-color={settings.themeColor}
      data-font={settings.fontFamily}
      data-layout={layout}
      aria-label={memorial.title}
    >
      <div
        className={cn(
          layout === 'minimal' && 'mx-auto w-full max-w-2xl',
          layout === 'classic' && 'mx-auto w-full max-w-3xl',
        )}
      >
        <MemorialHeader memorial={shownMemorial} headerStyle={settings.headerStyle} />
        {settings.showTributes ? interactive.shareAMemory : null}
        {interactive.remember}
      </div>
      {body[layout]}
    </article>
  );
}

function Column({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6', wide ? 'max-w-5xl' : 'max-w-3xl')}>
      {children}
    </div>
  );
}
