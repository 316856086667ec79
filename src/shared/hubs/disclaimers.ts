import type { Notice } from './types.ts';

// Written for Harbor: the spec asks for a disclaimer that the tools are organizational, not
// legal advice, but does not give its words.
export const LEGAL_DISCLAIMER: Notice = {
  title: 'Important',
  text:
    'These are organizational tools, not legal advice. Estate and probate laws vary by state. ' +
    'For advice about your situation, talk with a licensed attorney in the state where your loved one lived.',
};

/** Shown on every Read Guide page, legal and financial. */
export const GUIDE_DISCLAIMER: Notice = {
  title: 'General information only',
  text:
    'This guide is general information about the United States to help you get organized. It is not legal, ' +
    'tax or financial advice, and rules differ from state to state. Check the official sources below, and ' +
    'talk with an attorney or tax professional about your situation.',
};
