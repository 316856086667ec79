import { describe, expect, it } from 'vitest';
import type { LegalPagePayload } from '#shared/legal/legal-page-payload.ts';
import { DEFAULT_MEMORIAL_SETTINGS } from '#shared/memorials/memorial-schemas.ts';
import { PORTRAIT_SIZES, portraitSrcSet } from '#shared/memorials/responsive-images.ts';
import { permittedMemorialActions } from '#shared/permissions/memorial-permissions.ts';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import type { MemorialPagePayload } from './features/memorials/public-page/memorial-page-payload.ts';
import { renderAuthPage, renderLandingPage, renderLegalPage, renderMemorialPage } from './server-render.tsx';

// Run twice: with React (project "unit") and with Preact standing in, as the build ships it
// (project "unit-preact", vitest.config.ts).

const visitorPage = (overrides: Partial<MemorialPagePayload['view']> = {}): MemorialPagePayload => ({
  origin: 'https://harbor.example',
  view: {
    memorial: {
      id: 'm1',
      slug: 'rose-lane',
      title: 'In loving memory of Rose Lane',
      description: 'Rose kept bees on the allotment for forty years.',
      isPublic: true,
      settings: DEFAULT_MEMORIAL_SETTINGS,
      portraitUrl: '/api/memorials/m1/portrait?v=1',
      backgroundUrl: null,
      lovedOne: {
        firstName: 'Rose',
        lastName: 'Lane',
        dateOfBirth: '1948-03-14',
        dateOfDeath: '2026-11-02',
        obituary: 'She leaves two sons and a very spoilt cat.',
      },
    },
    can: permittedMemorialActions({ userId: null, role: null }, { isPublic: true }),
    events: [
      {
        id: 'e1',
        kind: 'service',
        title: null,
        eventDate: '2026-11-28',
        startTime: '14:30',
        endTime: null,
        timeZone: 'Europe/London',
        place: 'St Mary’s, Leeds',
        livestreamUrl: null,
        notes: null,
      },
    ],
    timeline: [{ id: 't1', eventDate: '1970-06-01', eventTitle: 'Married Tom', eventDescription: null }],
    quotes: [],
    favorites: [],
    photos: [
      {
        id: 'p1',
        caption: 'In her garden',
        uploadedByName: 'Tom Lane',
        webUrl: '/api/memorials/m1/photos/p1/web',
        thumbnailUrl: '/api/memorials/m1/photos/p1/thumbnail',
      },
    ],
    tributes: [
      {
        id: 'r1',
        authorName: 'Margaret',
        message: 'Her <b>scones</b> & jam </script><script>alert(1)</script>',
        status: 'published',
        photo: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    remembrances: { candle: 12, flower: 1 },
    moderation: null,
    rsvps: null,
    followers: null,
    ...overrides,
  },
});

describe('the server-rendered public memorial page', () => {
  it('holds the page itself: name, dates, portrait, story, service, timeline, photos and tributes', () => {
    const { root } = renderMemorialPage(visitorPage());
    expect(root).toMatch(/<h1[^>]*>Rose Lane<\/h1>/);
    expect(root).toContain('March 14, 1948 – November 2, 2026');
    expect(root).toContain('src="/api/memorials/m1/portrait?v=1"');
    expect(root).toContain('Rose kept bees on the allotment for forty years.');
    expect(root).toContain('She leaves two sons and a very spoilt cat.');
    expect(root).toContain('St Mary’s, Leeds');
    expect(root).toContain('November 28, 2026 at 2:30 PM (London time)');
    expect(root).toContain('href="/api/memorials/m1/events/e1/calendar.ics"');
    expect(root).toContain('Married Tom');
    expect(root).toContain('alt="In her garden"');
  });

  it('offers the portrait and the photos at several widths, sized as the layout draws them', () => {
    const { root } = renderMemorialPage(visitorPage());
    // React writes srcSet as srcset; Preact keeps the prop's case, which HTML reads the same.
    const html = root.replace(/\b(srcset|imagesrcset)=/gi, (name) => name.toLowerCase());
    const attribute = (value: string) => `"${value.replace(/&/g, '&amp;')}"`;
    const portrait = html.match(/<img[^>]*alt="Rose Lane"[^>]*>/)?.[0] ?? '';
    expect(portrait).toContain(`srcset=${attribute(portraitSrcSet('/api/memorials/m1/portrait?v=1'))}`);
    expect(portrait).toContain('srcset="/api/memorials/m1/portrait?v=1&amp;w=320 320w, ');
    expect(portrait).toContain(`sizes=${attribute(PORTRAIT_SIZES.hero)}`);
    expect(portrait).toMatch(/fetchpriority="high"/i);
    expect(portrait).toContain('width="208"');
    expect(portrait).toContain('height="208"');
    const photo = html.match(/<img[^>]*alt="In her garden"[^>]*>/)?.[0] ?? '';
    expect(photo).toContain(
      'srcset="/api/memorials/m1/photos/p1/thumbnail 400w, /api/memorials/m1/photos/p1/web 1600w"',
    );
    expect(photo).toMatch(/sizes="\(min-width: 1024px\) 240px, /);
    expect(photo).toContain('width="400"');

    const split = visitorPage();
    split.view.memorial.settings = { ...split.view.memorial.settings, headerStyle: 'split' };
    const splitHtml = renderMemorialPage(split).root.replace(/\bsrcset=/gi, 'srcset=');
    expect(splitHtml).toContain(`sizes=${attribute(PORTRAIT_SIZES.split)}`);
  });

  it('offers a candle and a flower with how many there are, and speaks of the person as the family chose', () => {
    const { root } = renderMemorialPage(visitorPage());
    const same = visitorPage();
    same.view.memorial.lovedOne.obituary = same.view.memorial.description;
    expect(renderMemorialPage(same).root.split('Rose kept bees on the allotment').length).toBe(2);
    expect(root).toContain('Light a candle');
    expect(root).toContain('12 candles lit');
    expect(root).toContain('Leave a flower');
    expect(root).toContain('1 flower left');
    expect(root).toContain('Their story');
    const hers = visitorPage();
    hers.view.memorial.settings = { ...hers.view.memorial.settings, pronouns: 'she' };
    expect(renderMemorialPage(hers).root).toContain('Her story');
  });

  it('shows what visitors wrote as text, never as markup', () => {
    const { root } = renderMemorialPage(visitorPage());
    // React also escapes `>`, Preact need not: both are the same text.
    expect(root.replace(/&gt;/g, '>')).toContain(
      'Her &lt;b>scones&lt;/b> &amp; jam &lt;/script>&lt;script>alert(1)&lt;/script>',
    );
    expect(root).not.toMatch(/<b>|<script/);
  });

  it('marks the islands, and carries their data in one script no text can break out of', () => {
    const payload = visitorPage();
    const { root, data } = renderMemorialPage(payload);
    expect(root.match(/data-island="(\w+)"/g)).toEqual([
      'data-island="nav"',
      'data-island="shareAMemory"',
      'data-island="remember"',
      'data-island="events"',
      'data-island="photos"',
      'data-island="tributes"',
      'data-island="share"',
    ]);
    expect(data.match(/<\/script>/g)).toHaveLength(1);
    const json = data.replace(/^<script type="application\/json" id="memorial-page-data">/, '');
    expect(JSON.parse(json.replace(/<\/script>$/, ''))).toEqual(payload);
  });

  it('leaves out what a visitor may not do, and sections switched off', () => {
    const payload = visitorPage();
    payload.view.memorial.settings = { ...payload.view.memorial.settings, showTributes: false };
    const { root } = renderMemorialPage(payload);
    expect(root).not.toContain('Upload photo');
    expect(root).not.toContain('Remove');
    expect(root).not.toContain('data-island="tributes"');
    expect(root).not.toContain('data-island="shareAMemory"');
    expect(root).not.toContain('Leave tribute');
  });

  it('links each photo to its web size, for a page without script, and leaves out a gallery with none', () => {
    const { root } = renderMemorialPage(visitorPage());
    expect(root).toMatch(
      /<a [^>]*href="\/api\/memorials\/m1\/photos\/p1\/web"[^>]*><img[^>]*alt="In her garden"/,
    );
    expect(root).not.toContain('<dialog');
    const empty = renderMemorialPage(visitorPage({ photos: [] })).root;
    expect(empty).not.toContain('data-island="photos"');
    expect(empty).not.toContain('Memories');
  });
});

describe('the landing page as the server renders it', () => {
  it('holds its words, its head tags and the buttons, with only the nav and the buttons marked as islands', () => {
    const { root, head } = renderLandingPage({ isOpenSignUp: false });
    expect(root).toContain('Honour the person you love, with support at every step');
    expect(root).toContain('A checklist made for you');
    expect(root).toContain('>Join Waitlist</button>');
    expect(root).toContain('Have a passcode? Enter it here.');
    expect(root).not.toContain('Create an account');
    expect(root.match(/data-island="(\w+)"/g)).toEqual(['data-island="nav"', 'data-island="actions"']);
    expect(root).toContain(
      '<script type="application/json" id="landing-page-data">{"isOpenSignUp":false}</script>',
    );
    expect(head).toContain('<title>Harbor · Support at every step</title>');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('offers an account instead of the passcode when anyone may sign up', () => {
    const { root } = renderLandingPage({ isOpenSignUp: true });
    expect(root).toMatch(/<a [^>]*href="\/auth"[^>]*>Create an account<\/a>/);
    expect(root).not.toContain('Have a passcode?');
    expect(root).toContain('{"isOpenSignUp":true}');
  });
});

describe('the server-rendered sign-in page', () => {
  it('opens at Sign Up with its form, and the island marked with its data', () => {
    const { root, head } = renderAuthPage({ start: 'sign-up' });
    expect(root).toContain('Welcome to Harbor');
    expect(root).toMatch(/<form[^>]*aria-label="Sign up"/);
    expect(root).toContain('>Create Account</button>');
    expect(root).toMatch(/<button[^>]*aria-selected="true"[^>]*>Sign Up<\/button>/);
    expect(root).toMatch(/<a [^>]*href="\/"[^>]*>← Back to Home<\/a>/);
    expect(root.match(/data-island="(\w+)"/g)).toEqual(['data-island="nav"', 'data-island="panel"']);
    expect(root).toContain(
      '<script type="application/json" id="auth-page-data">{"start":"sign-up"}</script>',
    );
    expect(head).toBe('<title>Sign in · Harbor</title>');
  });

  it('opens where each link leads', () => {
    expect(renderAuthPage({ start: 'reset-password' }).root).toContain('Choose a new password');
    const afterVerifyLink = renderAuthPage({ start: 'verify-link-invalid' }).root;
    expect(afterVerifyLink).toContain(ACCOUNT_MESSAGES.verifyLinkInvalid);
    expect(afterVerifyLink).toMatch(/<button[^>]*aria-selected="true"[^>]*>Sign In<\/button>/);
    const afterResetLink = renderAuthPage({ start: 'reset-link-invalid' }).root;
    expect(afterResetLink).toContain(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(afterResetLink).toMatch(/<form[^>]*aria-label="Reset password"/);
  });
});

describe('the server-rendered Privacy, Terms and Contact pages', () => {
  const settings: Omit<LegalPagePayload, 'page'> = {
    supportEmail: 'help@harbor.example.org',
    hasChatModel: false,
    analyticsRetentionDays: 180,
    isPrivatePreview: true,
  };
  // What a reader with no script sees: the text, with tags and React's comment markers taken out.
  const textOf = (html: string) =>
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ');

  it('say how the journal is encrypted, where its key lives and what that does not protect against', () => {
    const privacy = textOf(renderLegalPage({ page: 'privacy', ...settings }).root);
    expect(privacy).toContain(
      'Your grief journal entries and drafts, mood notes, and support chat messages are encrypted with AES-256-GCM before they are stored.',
    );
    expect(privacy).toContain('The key that opens them is kept apart from the database.');
    expect(privacy).toContain('it is not end-to-end encryption');
  });

  it('name the Settings buttons that download and delete everything, and what deleting takes', () => {
    const privacy = textOf(renderLegalPage({ page: 'privacy', ...settings }).root);
    expect(privacy).toContain('In Settings, under Your Data , choose Download my data .');
    expect(privacy).toContain(
      'In Settings, under Delete Account , choose Delete Account , enter your password and choose Delete my account .',
    );
    expect(privacy).toContain(
      'Every loved one you are the admin of goes, with their checklist, documents, inventory, expenses and memorial pages, published ones included',
    );
    expect(privacy).toContain('Counts are deleted after 180 days.');
    expect(privacy).toContain('There is no advertising in Harbor and no third-party tracker');
  });

  it('say whether chat messages leave the server, as this server is set up', () => {
    const builtIn = textOf(renderLegalPage({ page: 'privacy', ...settings }).root);
    expect(builtIn).toContain('Your messages are not sent to any outside AI service.');
    const withModel = textOf(renderLegalPage({ page: 'privacy', ...settings, hasChatModel: true }).root);
    expect(withModel).toContain(
      'Harbor sends that service the conversation’s most recent messages (up to 20',
    );
    expect(withModel).not.toContain('not sent to any outside AI service');
  });

  it('give the terms, with the private preview only while there is one', () => {
    const terms = textOf(renderLegalPage({ page: 'terms', ...settings }).root);
    expect(terms).toContain('Harbor offers organisational help, not legal, financial or medical advice.');
    expect(terms).toContain('The private preview');
    const open = textOf(renderLegalPage({ page: 'terms', ...settings, isPrivatePreview: false }).root);
    expect(open).not.toContain('The private preview');
  });

  it('put the crisis lines one tap away on the Contact page, with the address to write to', () => {
    const { root, head } = renderLegalPage({ page: 'contact', ...settings });
    for (const href of ['tel:911', 'tel:988', 'sms:988', 'sms:741741?&amp;body=HOME', 'tel:+18006624357'])
      expect(root).toContain(`href="${href}"`);
    expect(root).toContain('href="mailto:help@harbor.example.org"');
    expect(head).toContain('<title>Contact · Harbor</title>');
  });

  it('carry no script and link each other from the footer', () => {
    const { root } = renderLegalPage({ page: 'terms', ...settings });
    expect(root).not.toContain('<script');
    for (const href of ['/privacy', '/terms', '/contact']) expect(root).toContain(`href="${href}"`);
  });
});
