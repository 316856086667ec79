/** A JSON object, as Better Auth answers with. */
type Answer = Record<string, unknown>;

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer without the session token it carried, or null when it carried none. */
function withoutToken(body: unknown): Answer | null {
  if (!isAnswer(body)) return null;
  const { session } = body;
  const sessionHasToken = isAnswer(session) && 'token' in session;
  if (!('token' in body) && !sessionHasToken) return null;
  const { token, ...rest } = body;
  if (sessionHasToken) {
    const { token: _token, ...sessionRest } = session;
    rest.session = sessionRest;
  }
  // Sign-up's token told the page whether it signed in (none while the address waits to be verified).
  if ('token' in body) rest.signedIn = typeof token === 'string' && token !== '';
  return rest;
}

/**
 * Better Auth's answers carry the session token in their JSON: get-session's `session.token`, and `token` on
 * signing up, signing in, the second step and a password change. The browser is signed in by the httpOnly
 * cookie alone, which no script can read; the same secret in the page's JSON could be read by any script
 * running there (an extension, one injected), so the answers leave without it. Unsigned, the token does not
 * sign anyone in; it is still the key the sessions table is read by, and no page needs it.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  const answer = withoutToken(body);
  if (!answer) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(answer), { status: response.status, headers });
}
