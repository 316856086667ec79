import type { Notice } from './types.ts';

// Written for Harbor: the spec asks for a disclaimer that the tools are organizational, not
// legal advice, but does not give its words. Shown under "For Rose Lane", so it names them once their
// name is known (hubNameOf); without one (no name yet, someone's own plans) it names no one.
export const legalDisclaimer = (name: string | null): Notice => ({
  title: 'Important',
  text:
    'These are organizational tools, not legal advice. Estate and probate laws vary by state. ' +
    `For advice about your situation, talk with a licensed attorney in ${
      name ? `the state where ${name} lived` : 'the state whose laws apply to the estate'
    }.`,
});

/** Shown on every Read Guide page, legal and financial. */
export const GUIDE_DISCLAIMER: Notice = {
  title: 'General information only',
  text:
    'This guide is general information about the United States to help you get organized. It is not legal, ' +
    'tax or financial advice, and rules differ from state to state. Check the official sources below, and ' +
    'talk with an attorney or tax professional about your situation.',
};
