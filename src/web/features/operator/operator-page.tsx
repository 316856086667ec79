import type { ReactNode } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { useOperatorMe } from './api/operator-api.ts';
import { CrisisCountsPanel } from './components/crisis-counts-panel.tsx';
import { FunnelPanel } from './components/funnel-panel.tsx';
import { OutboxPanel } from './components/outbox-panel.tsx';
import { SecurityEventsPanel } from './components/security-events-panel.tsx';
import { UsersPanel } from './components/users-panel.tsx';
import { WaitlistPanel } from './components/waitlist-panel.tsx';

const TABS = [
  { value: 'funnel', label: 'Funnel' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'users', label: 'Users' },
  { value: 'security', label: 'Security' },
  { value: 'mail', label: 'Mail' },
] as const;

/**
 * The operator console for the people running the pilot. Whether someone is an operator is the
 * server's answer alone: anyone else gets the ordinary not-found page, as for any unknown address.
 */
export function OperatorPage({ notFound }: { notFound: ReactNode }) {
  const me = useOperatorMe();
  if (me.isPending) return <LoadingState isWholePage />;
  if (me.error instanceof ApiError && (me.error.status === 404 || me.error.status === 401)) return notFound;
  if (me.error) return <Alert tone="error">{messageOf(me.error)}</Alert>;
  return (
    <div>
      <title>Operator console · Harbor</title>
      <PageHeading title="Operator console" subtitle={`Signed in as ${me.data.email}`} />
      <Tabs defaultValue="funnel">
        <TabsList aria-label="Console sections">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="funnel">
          <FunnelPanel />
        </TabsContent>
        <TabsContent value="waitlist" keepMounted>
          <WaitlistPanel />
        </TabsContent>
        <TabsContent value="users" keepMounted>
          <UsersPanel operatorEmail={me.data.email} />
        </TabsContent>
        <TabsContent value="security" className="flex flex-col gap-6">
          <SecurityEventsPanel />
          <CrisisCountsPanel />
        </TabsContent>
        <TabsContent value="mail">
          <OutboxPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
