import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for an OpenAI-compatible model server that speaks the real streaming protocol:
// POST /v1/chat/completions answers text/event-stream chunks `data: {"choices":[{"delta":…}]}`
// and ends with `data: [DONE]`. What it does depends on the last user message:
//   contains "slow provider" → never answers (for timeouts); "slow provider once" → only the first time
//   contains "flaky provider" → fails once with 500, then answers (for the retry)
//   anything else → streams FAKE_LLM_TOKENS, one every `tokenDelayMs`; while a test holds the
//   stream (`holdStreamAfter`), it stops after that many tokens until released.
// A test's `script` may answer a message its own way first: a text streamed word by word, cut off
// after `cutAfterWords` (the connection dropped), or a refusal with `status`.
// A request with a JSON schema (`response_format`) is the crisis second opinion: it answers one
// JSON object, `{"level":"none"}` unless the message says "[model: crisis]" (any level), or
// "[model: nonsense]" (not JSON); "slow provider" never answers.
// Run on its own with `node --import tsx e2e/fake-llm-server.ts <port>`.

export const FAKE_LLM_TOKENS = [
  'I am ',
  'listening. ',
  'Tell me ',
  'about ',
  'your mum ',
  'whenever ',
  'you are ',
  'ready.',
];

export type FakeLlmRequest = {
  messages: { role: string; content: string }[];
  model: string;
  stream: boolean;
  response_format?: { type: string };
};

/** A scripted answer: `text` word by word, dropped after `cutAfterWords`; or `status` at once (400 is not retried). */
export type FakeLlmScript = { text: string; cutAfterWords?: number } | { status: number };

export type FakeLlm = {
  url: string;
  requests: FakeLlmRequest[];
  /** Streams pause after `tokens` tokens until the returned function is called. */
  holdStreamAfter: (tokens: number) => () => void;
  close: () => Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<FakeLlmRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeLlmRequest;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeLlm(
  options: {
    port?: number;
    tokenDelayMs?: number;
    /** The answer to the person's last message, where the test scripts one. */
    script?: (lastUserMessage: string) => FakeLlmScript | undefined;
  } = {},
): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  const failedOnce = new Set<string>();
  let hold: { after: number; released: Promise<void> } | null = null;
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    requests.push(body);
    const last = [...body.messages].reverse().find((message) => message.role === 'user')?.content ?? '';
    if (body.response_format) {
      if (/slow provider/i.test(last)) return;
      const asked = /\[model: (\w+)\]/.exec(last)?.[1] ?? 'none';
      const content = asked === 'nonsense' ? 'I think they are fine?' : JSON.stringify({ level: asked });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    const script = options.script?.(last);
    if (script && 'status' in script) {
      response.writeHead(script.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    const hangs = /slow provider/i.test(last) && (!/once/i.test(last) || !failedOnce.has(last));
    if (hangs) {
      failedOnce.add(last);
      return; // hold the connection open, say nothing
    }
    if (/flaky provider/i.test(last) && !failedOnce.has(last)) {
      failedOnce.add(last);
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'temporarily unavailable' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, string>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }));
    const tokens = script ? (script.text.match(/\S+\s*/g) ?? []) : FAKE_LLM_TOKENS;
    for (const [index, token] of tokens.entries()) {
      if (script && index === script.cutAfterWords) {
        // Let the words already written reach the app before the connection drops.
        await sleep(50);
        response.destroy();
        return;
      }
      if (hold && index === hold.after) await hold.released;
      await sleep(options.tokenDelayMs ?? 0);
      response.write(chunk({ content: token }));
    }
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    holdStreamAfter: (tokens) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { after: tokens, released };
      return () => {
        hold = null;
        release();
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1]?.endsWith('fake-llm-server.ts')) {
  const fake = await startFakeLlm({ port: Number(process.argv[2] ?? 0), tokenDelayMs: 250 });
  console.log(`fake LLM listening on ${fake.url}`);
}
