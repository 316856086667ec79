/** Said when new answers are not applied: apart from the changes dialog, which loads only when needed. */
export const CHECKLIST_NOT_CHANGED = 'Your checklist was not changed.';
