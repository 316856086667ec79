/**
 * A pattern for text as a word of its own: "4321" in "ending 4321", never inside an id or a hashed asset
 * name that happens to hold the same characters (a uuid's "-4321-" group, "ab4321cd", "index-x1940_q.js").
 * Tests that check something private is absent use it, so a random id cannot fail them now and then.
 */
export function standaloneText(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`);
}
