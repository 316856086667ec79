import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LovedOneAvatar } from './loved-one-avatar.tsx';

type Avatar = Parameters<typeof LovedOneAvatar>[0]['lovedOne'];

const loss: Avatar = {
  firstName: 'Rose',
  lastName: 'Lane',
  nameGiven: true,
  relationshipToUser: 'parent',
  photoUrl: null,
};
const plan: Avatar = { ...loss, firstName: 'My', lastName: 'Plans', relationshipToUser: null };

const initials = (lovedOne: Avatar) =>
  renderToStaticMarkup(<LovedOneAvatar lovedOne={lovedOne} />).replace(/<[^>]+>/g, '');

describe('LovedOneAvatar', () => {
  it('shows the initials of the name, and "My Plans" to the planner', () => {
    expect(initials(loss)).toBe('RL');
    expect(initials({ ...plan, plannerName: null })).toBe('MP');
  });

  it('shows no initials before a name is given: "Your parent" is not a name', () => {
    const unnamed = { ...loss, firstName: 'Parent', lastName: '', nameGiven: false };
    const html = renderToStaticMarkup(<LovedOneAvatar lovedOne={unnamed} />);
    expect(html).toContain('<svg');
    expect(html.replace(/<[^>]+>/g, '')).toBe('');
  });

  it('shows the planner on someone else’s plans, not the initials of "Alex Rivera’s plans"', () => {
    expect(initials({ ...plan, plannerName: 'Alex Rivera' })).toBe('AR');
    const html = renderToStaticMarkup(
      <LovedOneAvatar lovedOne={{ ...plan, plannerName: 'Alex Rivera', photoUrl: '/photo.jpg' }} />,
    );
    expect(html).toContain('alt="Alex Rivera"');
  });
});
