/** The words of "Follow this page" (issue 22); the spec has none, so all are Harbor's. */
export const FOLLOW_MESSAGES = {
  emailRequired: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  chooseOne: 'Please choose at least one kind of e-mail',
  // The same words whether or not the address already follows the page: the answer reveals nobody.
  requested:
    'Thank you. Please check your e-mail: the link we sent confirms that you want to follow this page.',
  requestFailed: 'Your request was not sent. Please try again.',
  rateLimited: 'Too many requests. Please try again later.',
  confirmLinkInvalid:
    'This confirmation link has expired or is not valid. You can ask again from the memorial page.',
  stopLinkInvalid: 'This link is not valid. Please use the one in your most recent e-mail.',
  confirmFailed: 'Your confirmation did not go through. Please try again.',
  stopFailed: 'That did not go through. Please try again.',
} as const;

/** How long a confirmation link works; an unconfirmed address is then forgotten. */
export const FOLLOW_CONFIRM_DAYS = 7;
