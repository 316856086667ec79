import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SharedLovedOnes } from './shared-loved-ones.tsx';

const loss = {
  id: 'a7f2c1d4-0000-4000-8000-000000000001',
  name: 'Rose Lane',
  membersLosingAccess: 2,
  hasLiveMemorial: true,
  canBeHandedOver: true,
};
const plan = {
  ...loss,
  id: 'a7f2c1d4-0000-4000-8000-000000000002',
  name: 'My Plans',
  canBeHandedOver: false,
};

const render = (lovedOnes: (typeof loss)[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SharedLovedOnes lovedOnes={lovedOnes} />
    </MemoryRouter>,
  );

describe('SharedLovedOnes', () => {
  it('offers a hand-over, and says what it keeps, for a loved one that can be handed over', () => {
    const html = render([loss]);
    expect(html).toContain('Hand over Rose Lane to someone on the team first');
    expect(html).toContain('Making a team member the admin keeps everything');
  });

  it('names the team of one’s own plans with no hand-over and no word about one', () => {
    const html = render([plan]);
    expect(html).toContain('My Plans');
    expect(html).not.toContain('Hand over');
    expect(html).not.toContain('Making a team member the admin');
  });

  it('speaks of hand-overs when at least one listed loved one can be handed over', () => {
    const html = render([plan, loss]);
    expect(html).toContain('Hand over Rose Lane');
    expect(html).not.toContain('Hand over My Plans');
    expect(html).toContain('Making a team member the admin keeps everything');
  });
});
