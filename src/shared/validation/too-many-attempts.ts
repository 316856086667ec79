/** The spec's answer to any limit on attempts (the passcode's, an invitation's, the waitlist's). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
