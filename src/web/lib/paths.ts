import { heldTributesPath, memorialPath } from '#shared/memorials/memorial-links.ts';

const authHref = (redirectTo?: string) =>
  redirectTo ? `/auth?redirect=${encodeURIComponent(redirectTo)}` : '/auth';

/** Every route, named once; screens build links through these, never by hand. */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  auth: {
    path: '/auth',
    getHref: authHref,
    /** Sign in, then come back to `here` (the router's location, or the window's). */
    backTo: (here: { pathname: string; search: string }) => authHref(here.pathname + here.search),
  },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  chat: { path: '/chat', getHref: () => '/chat' },
  dashboard: {
    path: '/dashboard',
    getHref: (lovedOneId?: string) =>
      lovedOneId ? `/dashboard?lovedOne=${encodeURIComponent(lovedOneId)}` : '/dashboard',
  },
  /** An old link to the removed financial tab; it lands on the dashboard. */
  retiredFinancialTab: { path: '/dashboard/:lovedOneId/financial' },
  lovedOne: {
    path: '/dashboard/:lovedOneId',
    getHref: (lovedOneId: string, tab?: 'profile' | 'tasks' | 'support' | 'inventory' | 'activity') =>
      `/dashboard/${encodeURIComponent(lovedOneId)}${tab ? `?tab=${tab}` : ''}`,
  },
  addLovedOne: { path: '/add-loved-one', getHref: () => '/add-loved-one' },
  task: { path: '/task/:taskId', getHref: (taskId: string) => `/task/${encodeURIComponent(taskId)}` },
  memorialHub: {
    path: '/hub/memorial/:lovedOneId',
    getHref: (id: string) => `/hub/memorial/${encodeURIComponent(id)}`,
  },
  obituaryWriter: {
    path: '/hub/memorial/:lovedOneId/obituary',
    getHref: (id: string) => `/hub/memorial/${encodeURIComponent(id)}/obituary`,
  },
  guestList: {
    path: '/hub/memorial/:lovedOneId/guests',
    getHref: (id: string) => `/hub/memorial/${encodeURIComponent(id)}/guests`,
  },
  legalHub: {
    path: '/hub/legal/:lovedOneId',
    getHref: (id: string) => `/hub/legal/${encodeURIComponent(id)}`,
  },
  legalForms: {
    path: '/hub/legal/:lovedOneId/legal-forms',
    getHref: (id: string) => `/hub/legal/${encodeURIComponent(id)}/legal-forms`,
  },
  probateCalculator: {
    path: '/hub/legal/:lovedOneId/probate-calculator',
    getHref: (id: string) => `/hub/legal/${encodeURIComponent(id)}/probate-calculator`,
  },
  attorneyFinder: {
    path: '/hub/legal/:lovedOneId/attorney-finder',
    getHref: (id: string) => `/hub/legal/${encodeURIComponent(id)}/attorney-finder`,
  },
  financialHub: {
    path: '/hub/financial/:lovedOneId',
    getHref: (id: string) => `/hub/financial/${encodeURIComponent(id)}`,
  },
  estateAccount: {
    path: '/hub/financial/:lovedOneId/estate-account',
    getHref: (id: string) => `/hub/financial/${encodeURIComponent(id)}/estate-account`,
  },
  taxDocuments: {
    path: '/hub/financial/:lovedOneId/tax-documents',
    getHref: (id: string) => `/hub/financial/${encodeURIComponent(id)}/tax-documents`,
  },
  accountsHub: {
    path: '/hub/accounts/:lovedOneId',
    getHref: (id: string) => `/hub/accounts/${encodeURIComponent(id)}`,
  },
  supportHub: {
    path: '/hub/support',
    lovedOnePath: '/hub/support/:lovedOneId',
    /** `tab: 'crisis'` opens Crisis Help directly. */
    getHref: (lovedOneId?: string, tab?: 'crisis') =>
      `${lovedOneId ? `/hub/support/${encodeURIComponent(lovedOneId)}` : '/hub/support'}${tab ? `?tab=${tab}` : ''}`,
  },
  acceptInvitation: {
    path: '/accept-invitation',
    getHref: (token?: string) =>
      token ? `/accept-invitation?token=${encodeURIComponent(token)}` : '/accept-invitation',
  },
  join: { path: '/join/:lovedOneId', getHref: (id: string) => `/join/${encodeURIComponent(id)}` },
  settings: { path: '/settings', getHref: () => '/settings' },
  memorial: { path: '/memorial/:slug', getHref: memorialPath, heldTributesHref: heldTributesPath },
  griefJournal: { path: '/grief-journal', getHref: () => '/grief-journal' },
  moodTracker: { path: '/mood-tracker', getHref: () => '/mood-tracker' },
  guidedExercises: { path: '/guided-exercises', getHref: () => '/guided-exercises' },
  devMailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },
  unsubscribe: {
    path: '/unsubscribe/:token',
    getHref: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  },
  /** The links in a memorial follower's e-mails (issue 22), signed in or not. */
  followConfirm: {
    path: '/follow/confirm/:token',
    getHref: (token: string) => `/follow/confirm/${encodeURIComponent(token)}`,
  },
  followStop: {
    path: '/follow/stop/:token',
    getHref: (token: string) => `/follow/stop/${encodeURIComponent(token)}`,
  },
  operator: { path: '/operator', getHref: () => '/operator' },
  /** Served by the server for everyone, signed in or not (decision 052): linked with `<a>`, not the router. */
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  contact: { path: '/contact', getHref: () => '/contact' },
  notFound: { path: '/404', getHref: () => '/404' },
} as const;

/** A loved one's profile with Edit Profile open, at the name or at where they lived. */
export const editLovedOneHref = (lovedOneId: string, at: 'name' | 'place') =>
  `${paths.lovedOne.getHref(lovedOneId, 'profile')}&edit=${at}`;
