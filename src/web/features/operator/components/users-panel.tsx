import { useState } from 'react';
import { ACCOUNT_MESSAGES, teamLossOnDelete } from '#shared/validation/account-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import {
  type UserAction,
  type UserRow,
  useDeletionImpact,
  useUserAction,
  useUsers,
} from '../api/operator-api.ts';
import {
  cellClasses,
  formatDateTime,
  headCellClasses,
  Pager,
  QueryState,
  TableScroller,
  tableClasses,
} from './console-parts.tsx';
import { SearchForm } from './search-form.tsx';

const DONE_MESSAGES: Record<UserAction, string> = {
  disable: 'Account disabled; every session it had has ended.',
  enable: 'Account enabled; they can sign in again.',
  'resend-verification': 'Verification e-mail queued.',
  'reset-two-factor': 'Two-step sign-in turned off; they were signed out and told by e-mail.',
  delete: 'Account and everything it owned deleted.',
};

type ConfirmedAction = 'disable' | 'reset-two-factor' | 'delete';
type Confirming = { user: UserRow; action: ConfirmedAction } | null;

const CONFIRMATIONS: Record<
  ConfirmedAction,
  { title: (name: string) => string; description: string; button: string; variant: 'primary' | 'danger' }
> = {
  disable: {
    title: (name) => `Disable ${name}’s account?`,
    description:
      'They are signed out everywhere at once and cannot sign in until the account is enabled again. Nothing is deleted.',
    button: 'Disable account',
    variant: 'primary',
  },
  'reset-two-factor': {
    title: (name) => `Turn off two-step sign-in for ${name}?`,
    description:
      'Only for someone who has lost both their phone and their backup codes, once you are sure it is them: a reply from the account’s e-mail address and something only they would know. They are signed out everywhere, can then sign in with their password alone, and get an e-mail saying so.',
    button: 'Turn off two-step sign-in',
    variant: 'danger',
  },
  delete: {
    title: (name) => `Delete ${name}’s account?`,
    description:
      'Their account, loved ones, tasks, memorials, journal and files are deleted for good, exactly as if they had deleted the account themselves. This cannot be undone.',
    button: 'Delete account',
    variant: 'danger',
  },
};

function UserActions({
  user,
  isSelf,
  onAction,
  onConfirm,
}: {
  user: UserRow;
  isSelf: boolean;
  onAction: (action: UserAction) => void;
  onConfirm: (action: ConfirmedAction) => void;
}) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  if (isSelf) return <span className="text-muted">Your account</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {user.isDisabled ? (
        <Button size="sm" variant="outline" onClick={() => onAction('enable')} aria-label={`Enable ${name}`}>
          Enable
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onConfirm('disable')}
          aria-label={`Disable ${name}`}
        >
          Disable
        </Button>
      )}
      {user.emailVerified ? null : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onAction('resend-verification')}
          aria-label={`Resend verification to ${name}`}
        >
          Resend verification
        </Button>
      )}
      {user.twoFactorEnabled ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onConfirm('reset-two-factor')}
          aria-label={`Turn off two-step sign-in for ${name}`}
        >
          Turn off two-step sign-in
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => onConfirm('delete')} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
}

/**
 * Accounts: disable or enable, resend the verification mail, turn off two-step sign-in for someone
 * locked out of it, delete (the same deletion as their own).
 */
export function UsersPanel({ operatorEmail }: { operatorEmail: string }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const users = useUsers(q, page);
  const userAction = useUserAction();

  const run = (user: UserRow, action: UserAction) =>
    userAction.mutate(
      { userId: user.id, action },
      {
        onSuccess: () => {
          toast.success(DONE_MESSAGES[action]);
          setConfirming(null);
        },
        onError: (error) => toast.error('That did not work', { description: messageOf(error) }),
      },
    );

  const confirmName = confirming
    ? `${confirming.user.firstName} ${confirming.user.lastName}`.trim() || confirming.user.email
    : '';
  const confirmation = confirming ? CONFIRMATIONS[confirming.action] : null;

  return (
    <Card className="flex flex-col gap-4">
      <div>
        <CardTitle>Users</CardTitle>
        <CardDescription>
          {users.data
            ? `${users.data.total} accounts${q ? ` matching “${q}”` : ''}.`
            : 'Everyone with an account.'}
        </CardDescription>
      </div>
      <SearchForm
        label="Search by name or e-mail"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <QueryState query={users}>
        {users.data?.users.length === 0 ? (
          <p className="text-muted">No account matches that search.</p>
        ) : (
          <TableScroller label="Accounts">
            <table className={tableClasses}>
              <caption className="sr-only">Accounts</caption>
              <thead>
                <tr>
                  {['Name', 'E-mail', 'Status', 'Joined', 'Last seen', 'Actions'].map((heading) => (
                    <th key={heading} scope="col" className={headCellClasses}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {users.data?.users.map((user) => (
                  <tr key={user.id}>
                    <td className={cellClasses}>{`${user.firstName} ${user.lastName}`.trim() || '—'}</td>
                    <td className={`${cellClasses} break-all`}>{user.email}</td>
                    <td className={cellClasses}>
                      <div className="flex flex-wrap gap-1">
                        {user.isDisabled ? (
                          <Badge tone="warning">Disabled</Badge>
                        ) : (
                          <Badge tone="success">Active</Badge>
                        )}
                        {user.emailVerified ? null : <Badge>Unconfirmed</Badge>}
                        {user.twoFactorEnabled ? <Badge>Two-step sign-in</Badge> : null}
                        {user.isOperator ? <Badge tone="primary">Operator</Badge> : null}
                      </div>
                    </td>
                    <td className={cellClasses}>{formatDateTime(user.createdAt)}</td>
                    <td className={cellClasses}>{formatDateTime(user.lastSeenAt)}</td>
                    <td className={cellClasses}>
                      <UserActions
                        user={user}
                        isSelf={user.email.toLowerCase() === operatorEmail.toLowerCase()}
                        onAction={(action) => run(user, action)}
                        onConfirm={(action) => setConfirming({ user, action })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        {users.data ? (
          <Pager page={page} pageSize={users.data.pageSize} total={users.data.total} onPage={setPage} />
        ) : null}
      </QueryState>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirmation?.title(confirmName) ?? ''}
        description={confirmation?.description ?? ''}
      >
        {confirming?.action === 'delete' ? <TeamsLosingWork userId={confirming.user.id} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            variant={confirmation?.variant ?? 'primary'}
            isLoading={userAction.isPending}
            onClick={() => confirming && run(confirming.user, confirming.action)}
          >
            {confirmation?.button}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

/**
 * The loved ones the account manages go with it for everyone on their teams: the operator reads who
 * loses what before deleting (the person can hand them over first, from their own settings).
 */
function TeamsLosingWork({ userId }: { userId: string }) {
  const impact = useDeletionImpact(userId);
  if (impact.isPending) return <LoadingState />;
  if (!impact.data) return <Alert tone="error">{ACCOUNT_MESSAGES.deletionImpactFailed}</Alert>;
  if (impact.data.lovedOnes.length === 0)
    return <p className="mb-3">No one else works on what this account manages.</p>;
  return (
    <div className="mb-3 flex flex-col gap-2 rounded-xl border border-warning/40 bg-warning-soft p-3">
      <p className="font-medium">Others work on what this account manages, and would lose it:</p>
      <ul className="flex flex-col gap-1">
        {impact.data.lovedOnes.map((lovedOne) => (
          <li key={lovedOne.id}>
            <span className="font-medium">{lovedOne.name}</span>:{' '}
            {teamLossOnDelete(lovedOne.membersLosingAccess, lovedOne.hasLiveMemorial)}
          </li>
        ))}
      </ul>
    </div>
  );
}
