import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// An OpenAI-compatible model server that answers what a test scripts, speaking the real protocol
// (POST /v1/chat/completions, text/event-stream chunks, `data: [DONE]`), for answers the e2e fake
// model (e2e/fake-llm-server.ts) cannot give: an unsafe one, or one cut off part way.

/** What the model does for an answer: stream `text` word by word; or stop after `cutAfterWords`, the
 * connection dropped; or refuse at once with `status` (400 is not retried by the SDK). */
export type ModelScript = { text: string; cutAfterWords?: number } | { status: number };

export type ScriptedModel = {
  url: string;
  /** Each request, as the person's last message: answers and crisis second opinions apart. */
  answersAsked: string[];
  opinionsAsked: string[];
  close: () => Promise<void>;
};

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: unknown;
  };
}

/** `scriptFor` picks the script from the person's last message. */
export async function startScriptedModel(
  scriptFor: (lastUserMessage: string) => ModelScript,
): Promise<ScriptedModel> {
  const answersAsked: string[] = [];
  const opinionsAsked: string[] = [];
  const server = createServer(async (request, response) => {
    const body = await readJson(request);
    const last = body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
    if (body.response_format) {
      // The crisis second opinion: nothing to add to the rules.
      opinionsAsked.push(last);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-scripted',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: '{"level":"none"}' }, finish_reason: 'stop' },
          ],
        }),
      );
      return;
    }
    answersAsked.push(last);
    const script = scriptFor(last);
    if ('status' in script) {
      response.writeHead(script.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, string>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-scripted',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }));
    const words = script.text.match(/\S+\s*/g) ?? [];
    for (const [index, word] of words.entries()) {
      if (index === script.cutAfterWords) {
        // Let the words already written reach the app before the connection drops.
        await new Promise((resolve) => setTimeout(resolve, 50));
        response.destroy();
        return;
      }
      response.write(chunk({ content: word }));
    }
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    answersAsked,
    opinionsAsked,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
