/** Limits and words of the memorial page, free of zod so the visitor's first download stays small. */

export const MEMORIAL_TITLE_MAX = 200;
export const SHORT_TEXT_MAX = 200;
export const TRIBUTE_NAME_MAX = 100;
export const PHOTO_CAPTION_MAX = 500;
export const URL_MAX = 2000;
export const RSVP_PARTY_MAX = 20;
export const RSVP_NOTE_MAX = 500;

/** The spec's toasts verbatim; the lines marked (Harbor) are ours, where the spec said nothing. */
export const MEMORIAL_MESSAGES = {
  created: 'Memorial page created!',
  alreadyExists: 'Memorial already exists',
  createFailed: 'Failed to create memorial page. Please try again.',
  nowLive: 'Memorial page is now live and publicly accessible!',
  nowPrivate: 'Memorial page is now private',
  publishFailed: 'Failed to update publish status',
  /** (Harbor) Asked before the page goes public: one tap should not show a half-made page to everyone. */
  publishAskTitle: 'Publish this memorial page?',
  publishAsk:
    'Anyone with its link will be able to see it and leave tributes. You can make it private again at any time.',
  publishConfirm: 'Publish',
  settingsFailed: 'Failed to update settings.',
  loadFailed: 'Error loading memorial page',
  updateFailed: 'Error updating memorial page',
  hubLoadFailed: 'Error loading memorial hub',
  tributeAdded: 'Tribute added successfully',
  tributeFailed: 'Error adding tribute',
  timelineAdded: 'Timeline event added',
  timelineFailed: 'Failed to add timeline event',
  quoteAdded: 'Quote added',
  quoteFailed: 'Failed to add quote',
  favoriteAdded: 'Favorite added',
  favoriteFailed: 'Failed to add favorite',
  linkCopied: 'Memorial page link copied to clipboard',
  copyFailed: 'Unable to copy link',
  // (Harbor) below.
  notFound: 'Memorial page not found',
  settingsSaved: 'Settings saved',
  pageSaved: 'Memorial page updated',
  tributeHeld: 'Thank you. Your tribute will appear once the family has seen it.',
  tributeRateLimited: 'Too many tributes. Please try again later.',
  titleRequired: 'Please enter a title for the page',
  tributeNameRequired: 'Please enter your name',
  tributeMessageRequired: 'Please write a message',
  timelineTitleRequired: 'Please enter a title for the event',
  timelineDateRequired: 'Please enter the date of the event',
  quoteTextRequired: 'Please enter the quote',
  favoriteItemRequired: 'Please enter the favorite',
  // The same words as the loved-one profile's.
  invalidDate: 'Please enter a real date',
  invalidTime: 'Please enter a time such as 14:30',
  invalidTimeZone: 'Please choose a time zone from the list',
  timeZoneRequired: 'Please choose the time zone the event is in',
  eventDateForTime: 'Please enter the date of the event',
  eventEndBeforeStart: 'Please enter an end time after the start time',
  eventNeedsDetails: 'Please enter a date, a place or a livestream link',
  rsvpEmailRequired: 'Please enter your e-mail address',
  rsvpEmailInvalid: 'Please enter a valid e-mail address',
  rsvpPartySize: `Please enter how many are coming, from 1 to ${RSVP_PARTY_MAX}`,
  rsvpSent: 'Thank you. The family will know you are coming.',
  rsvpFailed: 'Your reply was not sent. Please try again.',
  rsvpRateLimited: 'Too many replies. Please try again later.',
  rsvpClosed: 'This gathering has passed and is no longer taking replies.',
  eventAdded: 'Gathering added',
  eventFailed: 'Failed to add the gathering',
  invalidUrl: 'Please enter a valid web address starting with http:// or https://',
  itemSaved: 'Saved',
  itemSaveFailed: 'Could not save. Please try again.',
  itemDeleted: 'Removed',
  itemDeleteFailed: 'Could not remove it. Please try again.',
  photoAdded: 'Photo added',
  photoFailed: 'Failed to upload photo',
  nameNeeded: 'Please add their name before creating their memorial page.',
} as const;

/** The name `website` is the honeypot: hidden from people, filled in by form-filling bots. */
export const TRIBUTE_HONEYPOT_FIELD = 'website';
