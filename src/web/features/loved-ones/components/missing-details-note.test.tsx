import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MissingDetailsNote } from './missing-details-note.tsx';

type Note = Parameters<typeof MissingDetailsNote>[0];

const textOf = (props: Note) =>
  renderToStaticMarkup(<MissingDetailsNote {...props} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const edit = () => {};

describe('MissingDetailsNote', () => {
  it('says nothing when nothing is missing', () => {
    expect(textOf({ missing: [], name: null, isOwnPlan: false, plannerName: null, onEdit: edit })).toBe('');
  });

  it('offers the admin a way to add what is missing, in their own words', () => {
    expect(
      textOf({
        missing: ['photo', 'relationship'],
        name: null,
        isOwnPlan: false,
        plannerName: null,
        onEdit: edit,
      }),
    ).toBe('This profile still needs a photo and who they were to you. Add details');
  });

  it('names the person once a name was given', () => {
    expect(
      textOf({ missing: ['relationship'], name: 'Rose Lane', isOwnPlan: false, plannerName: null }),
    ).toBe(
      'This profile still needs who Rose Lane was to the admin. The admin looks after the profile and can add it.',
    );
  });

  it('tells the rest of the team who can add it, with the relationship named as the admin’s', () => {
    expect(
      textOf({ missing: ['dateOfDeath', 'relationship'], name: null, isOwnPlan: false, plannerName: null }),
    ).toBe(
      'This profile still needs the date of passing and who they were to the admin. The admin looks after the profile and can add them.',
    );
  });

  it('speaks to the planner of their own date of birth, and names the planner to their team', () => {
    expect(
      textOf({ missing: ['dateOfBirth'], name: null, isOwnPlan: true, plannerName: null, onEdit: edit }),
    ).toBe('This profile still needs your date of birth. Add details');
    expect(
      textOf({ missing: ['dateOfBirth'], name: null, isOwnPlan: true, plannerName: 'Alex Rivera' }),
    ).toBe('This profile still needs the date of birth. Alex Rivera looks after the profile and can add it.');
  });
});
