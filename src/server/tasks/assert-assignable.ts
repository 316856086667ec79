import { invalidField } from '../infra/app-error.ts';
import type { TeamPerson } from './list-team-people.ts';

const NOT_ON_TEAM_MESSAGE = 'Please choose someone who is on the team';

/** A task can only be given to the admin or a member with access, never to an outsider's id. */
export function assertAssignable(userId: string | null | undefined, team: readonly TeamPerson[]): void {
  if (userId && !team.some((person) => person.userId === userId)) {
    throw invalidField('assignedToUserId', NOT_ON_TEAM_MESSAGE);
  }
}
