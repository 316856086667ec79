import { sql } from 'drizzle-orm';
import type { ProfileKind } from '#shared/loved-ones/profile-kind.ts';
import { type Db, queryRows } from '../db/client.ts';

export type Recipient = {
  userId: string;
  email: string;
  firstName: string;
  lovedOneId: string;
  lovedOneFirstName: string;
  lovedOneLastName: string;
  /** False while the relationship stands in for the name: mails then name no one. */
  lovedOneNameGiven: boolean;
  lovedOneKind: ProfileKind;
  lovedOneAdminUserId: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  digestWeekday: number;
  timeZone: string;
};

/**
 * Every person on a loved one's team (the admin and each member), once per loved one, who has `wants`
 * turned on (a person without saved preferences has the defaults: digest on, anniversaries off).
 */
export async function listRecipients(db: Db, wants: 'digest' | 'anniversary'): Promise<Recipient[]> {
  const wanted =
    wants === 'digest'
      ? sql`coalesce(np.digest_enabled, true)`
      : sql`coalesce(np.anniversary_notes, false) and lo.date_of_death is not null`;
  return queryRows<Recipient>(
    db,
    sql`
    select
      m.user_id as "userId",
      u.email as "email",
      coalesce(nullif(p.first_name, ''), u.first_name) as "firstName",
      lo.id as "lovedOneId",
      lo.first_name as "lovedOneFirstName",
      lo.last_name as "lovedOneLastName",
      lo.name_given as "lovedOneNameGiven",
      lo.kind as "lovedOneKind",
      lo.admin_user_id as "lovedOneAdminUserId",
      lo.date_of_birth::text as "dateOfBirth",
      lo.date_of_death::text as "dateOfDeath",
      coalesce(np.digest_weekday, 1) as "digestWeekday",
      coalesce(np.time_zone, 'UTC') as "timeZone"
    from (
      select admin_user_id as user_id, id as loved_one_id from loved_ones
      union
      select user_id, loved_one_id from loved_one_access
    ) m
    join users u on u.id = m.user_id
    join loved_ones lo on lo.id = m.loved_one_id
    left join profiles p on p.user_id = m.user_id
    left join notification_preferences np on np.user_id = m.user_id
    where ${wanted}
    order by m.user_id, lo.id`,
  );
}
