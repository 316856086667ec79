import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { NotLoaded, WhenLoaded } from './when-loaded.tsx';

const refused = new ApiError(403, 'FORBIDDEN', 'Only the team can see this.');
const query = <Data,>(data: Data | undefined, error: unknown = null) => ({
  data,
  error,
  isFetching: false,
  refetch: () => undefined,
});

const markupOf = (props: Parameters<typeof WhenLoaded<string[]>>[0]) =>
  renderToStaticMarkup(<WhenLoaded {...props} />);
const rows = (data: string[]) => (
  <ul>
    {data.map((row) => (
      <li key={row}>{row}</li>
    ))}
  </ul>
);

describe('WhenLoaded', () => {
  it('shows the spinner until the data comes', () => {
    const markup = markupOf({ query: query<string[]>(undefined), failedTitle: 'No list', children: rows });
    expect(markup).toContain('role="status"');
    expect(markup).not.toContain('<ul>');
  });

  it('says what could not be loaded and why, with Try again, when the first load fails', () => {
    const markup = markupOf({
      query: query<string[]>(undefined, refused),
      failedTitle: 'No list',
      children: rows,
    });
    expect(markup).toContain('No list');
    expect(markup).toContain('Only the team can see this.');
    expect(markup).toContain('Try again');
  });

  it('keeps the screen, saying nothing, when a refresh fails', () => {
    const markup = markupOf({ query: query(['Rose'], refused), failedTitle: 'No list', children: rows });
    expect(markup).toBe('<ul><li>Rose</li></ul>');
  });

  it('keeps the screen and says it may be old when asked to note a failed refresh', () => {
    const markup = markupOf({
      query: query(['Rose'], refused),
      failedTitle: 'No list',
      noteFailedRefresh: true,
      children: rows,
    });
    expect(markup).toContain('Not refreshed');
    expect(markup).toContain('Only the team can see this. What is shown below may be out of date.');
    expect(markup).toContain('<li>Rose</li>');
  });
});

describe('NotLoaded', () => {
  it('is the spinner while loading and the notice after a failure', () => {
    expect(renderToStaticMarkup(<NotLoaded query={query(undefined)} failedTitle="No list" />)).toContain(
      'Loading...',
    );
    expect(
      renderToStaticMarkup(<NotLoaded query={query(undefined, refused)} failedTitle="No list" />),
    ).toContain('Only the team can see this.');
  });
});
