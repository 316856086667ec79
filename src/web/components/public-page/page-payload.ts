/**
 * What a server-rendered page hands its islands (decisions 041 and 042), as a script element. JSON is
 * not HTML: `<` is escaped so no text a visitor wrote (a tribute holding `</script>`) can end the
 * element early; the JSON reads back unchanged.
 */
export const payloadScript = (id: string, payload: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(payload).replace(/</g, '\\u003c')}</script>`;

export function readPayload<Payload>(id: string): Payload | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as Payload) : null;
}
