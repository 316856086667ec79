import { type Agent, get } from 'node:http';

/** The status of one GET on `agent`'s kept-alive connection, once its whole answer is read. */
export const statusOfGet = (agent: Agent, url: string, headers: Record<string, string>) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    }).on('error', reject);
  });
