/**
 * Words the app uses on many screens, spelled one way (issue 21). A screen that says one of these
 * takes it from here rather than typing it again.
 */
export const GLOSSARY = {
  backToDashboard: 'Back to dashboard',
} as const;
