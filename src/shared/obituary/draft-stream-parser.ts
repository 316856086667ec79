import type { DraftStreamEvent } from './draft-events.ts';

/**
 * Turns the draft's Server-Sent Events, arriving in pieces split anywhere, into whole events: it
 * buffers until a blank line ends one. Decoding bytes to text is the caller's (a TextDecoder).
 */
export function createDraftStreamParser(onEvent: (event: DraftStreamEvent) => void) {
  let buffer = '';
  const flush = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) onEvent({ event, data: JSON.parse(data.join('\n')) } as DraftStreamEvent);
  };
  return {
    push(chunk: string) {
      buffer += chunk.replace(/\r\n?/g, '\n');
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        flush(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    },
    end() {
      if (buffer.trim()) flush(buffer);
      buffer = '';
    },
  };
}
