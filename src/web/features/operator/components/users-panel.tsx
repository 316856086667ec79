import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { type UserAction, type UserRow, useUserAction, useUsers } from '../api/operator-api.ts';
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
  delete: 'Account and everything it owned deleted.',
};

type Confirming = { user: UserRow; action: 'disable' | 'delete' } | null;

function UserActions({
  user,
  isSelf,
  onAction,
  onConfirm,
}: {
  user: UserRow;
  isSelf: boolean;
  onAction: (action: UserAction) => void;
  onConfirm: (action: 'disable' | 'delete') => void;
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
      <Button size="sm" variant="ghost" onClick={() => onConfirm('delete')} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
}

/** Accounts: disable or enable, resend the verification mail, delete (the same deletion as their own). */
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
      <QueryState isPending={users.isPending} error={users.error} onRetry={() => users.refetch()}>
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
        title={
          confirming?.action === 'delete'
            ? `Delete ${confirmName}’s account?`
            : `Disable ${confirmName}’s account?`
        }
        description={
          confirming?.action === 'delete'
            ? 'Their account, loved ones, tasks, memorials, journal and files are deleted for good, exactly as if they had deleted the account themselves. This cannot be undone.'
            : 'They are signed out everywhere at once and cannot sign in until the account is enabled again. Nothing is deleted.'
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            variant={confirming?.action === 'delete' ? 'danger' : 'primary'}
            isLoading={userAction.isPending}
            onClick={() => confirming && run(confirming.user, confirming.action)}
          >
            {confirming?.action === 'delete' ? 'Delete account' : 'Disable account'}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
