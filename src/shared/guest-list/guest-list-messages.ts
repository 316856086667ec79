/** How long a guest's name and note may be, and how many guests one page's list holds. */
export const GUEST_NAME_MAX = 100;
export const GUEST_NOTE_MAX = 500;
export const GUEST_LIST_MAX = 500;
/** One paste or one file: about 1,000 lines of "Name <e-mail>", within the JSON body limit. */
export const GUEST_IMPORT_MAX_CHARACTERS = 50_000;

/** The Guest List Manager's words, the same on the page and in the server's answers. */
export const GUEST_LIST_MESSAGES = {
  nameRequired: 'Please enter their name',
  emailRequired: 'Please enter their e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  noEmail: 'No e-mail address found',
  alreadyOnList: 'This person is already on the list',
  listFull: `The list holds up to ${GUEST_LIST_MAX} guests`,
  importEmpty: 'Paste at least one guest, or choose a CSV file',
  importTooLong: `Please add at most ${GUEST_IMPORT_MAX_CHARACTERS.toLocaleString('en-US')} characters at a time`,
  csvColumns: 'The first row needs a "name" and an "email" column',
  csvUnreadable: 'This line could not be read; check its quotation marks',
  notPublic: 'Publish the memorial page first, so your guests can open it',
  nobodyToInvite: 'Everyone on the list has been invited',
  invitationJustSent: 'This invitation was sent a moment ago',
  sendingLimited: 'You have sent many invitations in a short time. Please try again in an hour.',
  guestNotFound: 'Guest not found',
  notAdmin: 'Only the admin can manage the guest list.',
} as const;
