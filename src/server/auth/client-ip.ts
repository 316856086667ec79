/**
 * Better Auth sees only the raw Request. Harbor decides the client address once (app.ts, honouring
 * TRUST_PROXY) and hands it over in this header, overwriting anything the client sent under that name.
 */
export const CLIENT_IP_HEADER = 'x-harbor-client-ip';

export function withClientIp(request: Request, clientIp: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
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

export const clientIpFrom = (headers: Headers | undefined) => headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
