import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import { editLovedOneHref } from '#web/lib/paths.ts';
import { AddPlaceLink } from './add-place-link.tsx';

const lovedOne: HubContext['lovedOne'] = {
  id: '3f2b8c1e-5d4a-4c3b-9a8e-7f6d5c4b3a21',
  firstName: 'Ada',
  lastName: 'Hart',
  nameGiven: true,
  kind: 'recent-loss',
  plannerName: null,
  dateOfBirth: null,
  dateOfDeath: '2026-03-03',
  stateCode: null,
  stateName: null,
  county: null,
  willStatus: null,
};

const markupOf = (context: Pick<HubContext, 'lovedOne' | 'can'>) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AddPlaceLink
        context={{
          ...context,
          yourRelationship: null,
          user: { firstName: 'Byron', lastName: 'King', email: 'b@example.com' },
        }}
      />
    </MemoryRouter>,
  );

describe('AddPlaceLink', () => {
  it('opens the profile editor at the place for whoever may edit it', () => {
    const markup = markupOf({ lovedOne, can: { editProfile: true } });
    expect(markup).toContain(`href="${editLovedOneHref(lovedOne.id, 'place').replaceAll('&', '&amp;')}"`);
    expect(markup).toContain('>Add where Ada Hart lived</a>');
  });

  it('tells the rest of the team who can add it, with no link to a profile they cannot change', () => {
    const markup = markupOf({ lovedOne, can: { editProfile: false } });
    expect(markup).not.toContain('<a');
    expect(markup).toContain('The admin looks after the profile and can add the state.');
  });

  it('on someone’s own plans reads without “they lived”, and names the planner to their team', () => {
    const plans = { ...lovedOne, kind: 'planning-ahead' as const, dateOfDeath: null };
    expect(markupOf({ lovedOne: plans, can: { editProfile: true } })).toContain(
      '>Add the state on the profile</a>',
    );
    expect(
      markupOf({ lovedOne: { ...plans, plannerName: 'Alex Rivera' }, can: { editProfile: false } }),
    ).toContain('Alex Rivera looks after the profile and can add the state.');
  });
});
