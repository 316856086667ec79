/**
 * Better Auth sees only the raw Request. Harbor decides the client address once (app.ts, honouring
 * TRUST_PROXY) and hands it over in this header, overwriting anything the client sent under that name.
 */
export const CLIENT_IP_HEADER = 'x-harbor-client-ip';

export function withClientIp(request: Request, clientIp: string): Request {
  const headers = headersWithClientIp(request.headers, clientIp);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    // Node's fetch needs this to forward a streamed body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** For server code calling `auth.api.*` on behalf of a request: `headersWithClientIp(c.req.raw.headers, c.get('clientIp'))`. */
export function headersWithClientIp(source: Headers, clientIp: string): Headers {
  const headers = new Headers(source);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

export const UNKNOWN_CLIENT_IP = 'unknown';

export const clientIpFrom = (headers: Headers | undefined) =>
  headers?.get(CLIENT_IP_HEADER) ?? UNKNOWN_CLIENT_IP;
