import { type CategoryLevels, combineCategories, matchCategories } from './crisis-detection.ts';
import { type CrisisCategory, type CrisisCheck, type CrisisLevel, higherLevel } from './crisis-rule.ts';

// Risk builds across a conversation: 'I can't go on' on Monday and 'I have a rope' an hour later
// are a crisis together, though each alone is a concern. So the check reads the person's recent
// messages as one: the categories of all of them are combined, and a plain message ('ok', 'I
// don't know') neither adds nor takes anything away — it does not reset the level.

/** How many of the person's most recent messages count, the current one included. */
export const CRISIS_CONTEXT_MESSAGES = 6;

/**
 * The crisis check for the newest message in the light of the ones before it.
 * `messages` are the person's own messages, oldest first, ending with the newest.
 */
export function detectConversationCrisis(messages: readonly string[]): CrisisCheck {
  const union = new Map<CrisisCategory, CrisisLevel>();
  for (const message of messages.slice(-CRISIS_CONTEXT_MESSAGES)) {
    for (const [category, level] of matchCategories(message)) {
      union.set(category, higherLevel(union.get(category) ?? 'none', level));
    }
  }
  return combineCategories(union satisfies CategoryLevels);
}
