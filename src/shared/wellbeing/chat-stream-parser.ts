import type { ChatStreamEvent } from './chat-texts.ts';

/**
 * Turns the chat's Server-Sent Events, arriving in arbitrary pieces, into whole events. Bytes
 * can split anywhere (mid-line, mid-character is handled by the caller's TextDecoder), so it
 * buffers until a blank line ends an event.
 */
export function createChatStreamParser(onEvent: (event: ChatStreamEvent) => void) {
  let buffer = '';
  const flushBlock = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) return;
    onEvent({ event, data: JSON.parse(data.join('\n')) } as ChatStreamEvent);
  };
  return {
    push(chunk: string) {
      buffer += chunk.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        flushBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    },
    end() {
      if (buffer.trim()) flushBlock(buffer);
      buffer = '';
    },
  };
}
