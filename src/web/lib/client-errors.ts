type ClientEventType =
  | 'app_initialized'
  | 'javascript_error'
  | 'unhandled_promise_rejection'
  | 'background_request_failed';

/**
 * Sends a client-side event to the server's security log. Best effort: reporting an error must
 * never cause another one.
 */
export function reportClientError(type: ClientEventType, details: Record<string, unknown>): void {
  try {
    const body = JSON.stringify({ type, details: { ...details, userAgent: navigator.userAgent } });
    void fetch('/api/client-events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Nothing else to do.
  }
}

export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => {
    reportClientError('javascript_error', {
      message: String(event.message).slice(0, 500),
      filename: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportClientError('unhandled_promise_rejection', { reason: String(event.reason).slice(0, 500) });
  });
}
