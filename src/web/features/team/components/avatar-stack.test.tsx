import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AvatarStack } from './avatar-stack.tsx';

const people = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    userId: `user-${index + 1}`,
    firstName: 'Person',
    lastName: `${index + 1}`,
    avatarUrl: index === 0 ? '/api/avatars/user-1.png' : null,
  }));

const faces = (html: string) => html.match(/<li title="/g)?.length ?? 0;

describe('AvatarStack', () => {
  it('shows everyone when the team has four people or fewer, with no +N', () => {
    const html = renderToStaticMarkup(<AvatarStack people={people(4)} />);
    expect(faces(html)).toBe(4);
    expect(html).not.toContain('more');
  });

  it('shows the first four, then +N for the rest', () => {
    const html = renderToStaticMarkup(<AvatarStack people={people(7)} />);
    expect(faces(html)).toBe(4);
    expect(html).toContain('Person 4');
    expect(html).not.toContain('Person 5');
    expect(html).toContain('+3');
    expect(html).toContain('and 3 more');
  });

  it("shows a person's photo, or their initials without one", () => {
    const html = renderToStaticMarkup(<AvatarStack people={people(2)} />);
    expect(html).toContain('src="/api/avatars/user-1.png"');
    expect(html).toContain('>P2<');
  });
});
