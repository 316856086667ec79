import { describe, expect, it } from 'vitest';
import { createChatStreamParser } from './chat-stream-parser.ts';
import type { ChatStreamEvent } from './chat-texts.ts';

const STREAM =
  'event: start\ndata: {"conversationId":"c1","userMessageId":"m1","answeredBy":"offline"}\n\n' +
  'event: crisis\ndata: {"level":"crisis"}\n\n' +
  'event: delta\ndata: {"text":"Hello, "}\n\n' +
  'event: delta\ndata: {"text":"I’m here.\\n"}\n\n' +
  'event: done\ndata: {"messageId":"m2"}\n\n';

const parseInPieces = (size: number) => {
  const events: ChatStreamEvent[] = [];
  const parser = createChatStreamParser((event) => events.push(event));
  for (let index = 0; index < STREAM.length; index += size) parser.push(STREAM.slice(index, index + size));
  parser.end();
  return events;
};

describe('createChatStreamParser', () => {
  it('gives the same events however the stream is split', () => {
    const whole = parseInPieces(STREAM.length);
    expect(whole.map((event) => event.event)).toEqual(['start', 'crisis', 'delta', 'delta', 'done']);
    expect(whole[3]).toEqual({ event: 'delta', data: { text: 'I’m here.\n' } });
    for (const size of [1, 2, 7, 13]) expect(parseInPieces(size)).toEqual(whole);
  });

  it('reads CRLF line endings and a last event without its blank line', () => {
    const events: ChatStreamEvent[] = [];
    const parser = createChatStreamParser((event) => events.push(event));
    parser.push('event: error\r\ndata: {"message":"Sorry"}');
    parser.end();
    expect(events).toEqual([{ event: 'error', data: { message: 'Sorry' } }]);
  });
});
