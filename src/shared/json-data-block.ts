/**
 * A value as a JSON data block (`<script type="application/json">`), for a page to hand its scripts:
 * the islands' payload of a server-rendered page (decisions 041, 042, 047) and a signed-in page's first
 * view (decision 049). JSON is not HTML: every `<`, `>` and `&` is written as a JSON escape, so no text
 * a person wrote (a tribute or a name holding `</script>` or `<!--`) can end the element or open
 * markup; U+2028 and U+2029 too, for older parsers. The JSON reads back unchanged. A data block never
 * runs, so the CSP is not involved.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}
