/** The Guest List Manager page's words. */
export const GUEST_LIST_WORDS = {
  title: 'Guest List',
  subtitle: 'The people you would like to invite to the gatherings, and who has replied.',
  back: 'Back to Memorial',
  createPageFirst: 'Create the memorial page first (Memorial → Overview). The guest list belongs to it.',
  loadError: 'Error loading the guest list',
  empty: 'No guests yet. Add the people you would like to invite, one at a time or many at once.',
  addHeading: 'Add a guest',
  manyHeading: 'Add many at once',
  pasteLabel: 'Names and e-mail addresses, one person a line',
  pasteHint: 'For example: Ann Hale <ann@example.com>, or Ann Hale, ann@example.com, or just the address.',
  csvLabel: 'Or import a CSV file',
  csvHint: 'The first row names the columns; it needs a "name" and an "email" column, in any order.',
  sendHeading: 'Invitations',
  sendHint:
    'Each guest gets one e-mail with the gatherings still to come and a link to the memorial page, where they can reply.',
  privatePage: 'The memorial page is private. Publish it first, so your guests can open it and reply.',
  noGatherings:
    'No gatherings are on the memorial page yet. Add them under Service details, and the invitation will list them.',
  repliesHeading: 'Replies',
  alsoReplied: 'Also replied',
  alsoRepliedHint: 'People who replied on the memorial page but are not on your list.',
  noReply: 'No reply yet',
  notInvited: 'Not invited yet',
  removeTitle: (label: string) => `Remove ${label} from the guest list?`,
  removeText: (hasReplies: boolean) =>
    `${hasReplies ? 'Their address and their replies go from the list, and the totals no longer count them.' : 'Their address goes from the list.'} It cannot be brought back.`,
} as const;

export const coming = (people: number) => (people === 1 ? '1 coming' : `${people} coming`);
export const repliesCount = (replies: number) => (replies === 1 ? '1 reply' : `${replies} replies`);
