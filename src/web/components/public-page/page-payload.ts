/** What a server-rendered page hands its islands (decisions 041 and 042), written by `jsonDataBlock`. */
export function readPayload<Payload>(id: string): Payload | null {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as Payload) : null;
}
