import { BookOpen, Heart, Phone } from 'lucide-react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { hubNameOf } from '#shared/hubs/hub-name.ts';
import { SUPPORT_HUB, type SupportHubTabId } from '#shared/hubs/support-hub.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TabsContent } from '#web/components/ui/tabs.tsx';
import { paths } from '#web/lib/paths.ts';
import { useWellbeingName } from '../wellbeing/api/use-wellbeing-name.ts';
import { useHubContext } from './api/get-hub-context.ts';
import { CrisisHelp } from './components/crisis-help.tsx';
import { HubLayout } from './components/hub-layout.tsx';
import { HubTabs } from './components/hub-tabs.tsx';
import { LinkList } from './components/link-list.tsx';
import { ToolCardView } from './components/tool-card.tsx';

const hub = SUPPORT_HUB;

const tabFrom = (value: string | null): SupportHubTabId =>
  hub.tabs.find((tab) => tab.id === value)?.id ?? hub.defaultTab;

/**
 * /hub/support and /hub/support/:lovedOneId. About the user, not the loved one, so it waits for
 * nothing: reached from a loved one, the texts say their name once it has loaded (without it until
 * then, or if it can't be); reached from none, the name of the only loved one who died (wellbeingNameOf).
 * ?tab=crisis opens Crisis Help directly (one tap from anywhere in the app).
 */
export function SupportHubPage() {
  const { lovedOneId } = useParams();
  const context = useHubContext(lovedOneId ?? '', { enabled: Boolean(lovedOneId) });
  const onlyOneName = useWellbeingName({ enabled: !lovedOneId });
  const name = context.data ? hubNameOf(context.data.lovedOne) : onlyOneName;
  // The tab lives in the URL so the header's Help link can open Crisis Help from anywhere, even here.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));
  const setTab = (next: SupportHubTabId) => setSearchParams({ tab: next }, { replace: true });
  const backHref = lovedOneId ? paths.lovedOne.getHref(lovedOneId, 'support') : paths.dashboard.getHref();
  // Each arrival at Crisis Help (a link, the address) is told to the tab, which takes focus for it.
  const { key: arrival } = useLocation();
  return (
    <HubLayout header={hub.header} backHref={backHref}>
      <HubTabs tabs={hub.tabs} value={tab} onValueChange={setTab} label={hub.header.title}>
        <TabsContent value="tools" className="flex flex-col gap-6">
          <section aria-labelledby="support-tools" className="flex flex-col gap-3">
            <h2 id="support-tools" className="text-xl font-semibold">
              {hub.tools.title}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {hub.tools.items.map((tool) => (
                <li key={tool.id} className="flex">
                  <ToolCardView tool={tool} lovedOneId={lovedOneId ?? ''} name={name} />
                </li>
              ))}
            </ul>
          </section>
          <Card>
            <h2 className="mb-3 flex items-center gap-2 text-xl font-semibold">
              <Heart aria-hidden="true" className="size-5 text-primary" />
              {hub.gentleReminders.title}
            </h2>
            <ul className="flex list-disc flex-col gap-2 pl-5">
              {hub.gentleReminders.items.map((reminder) => (
                <li key={reminder}>{reminder}</li>
              ))}
            </ul>
          </Card>
          <Card className="flex flex-col gap-3 border-primary/40 bg-accent text-accent-foreground">
            <h2 className="text-xl font-semibold">{hub.immediateHelp.title}</h2>
            <p>{hub.immediateHelp.text}</p>
            <Button asChild size="lg" className="w-full sm:w-auto sm:self-start">
              <a href={hub.immediateHelp.action.href}>
                <Phone aria-hidden="true" className="size-5" />
                {hub.immediateHelp.action.label}
              </a>
            </Button>
          </Card>
        </TabsContent>
        <TabsContent value="resources" className="flex flex-col gap-6">
          <Card>
            <h2 className="text-xl font-semibold">{hub.resources.professional.title}</h2>
            <p className="mb-3 text-muted">{hub.resources.professional.description}</p>
            <LinkList links={hub.resources.professional.links} />
          </Card>
          <Card>
            <h2 className="text-xl font-semibold">{hub.resources.reading.title}</h2>
            <p className="mb-3 text-muted">{hub.resources.reading.description}</p>
            <ul className="flex flex-col gap-4">
              {hub.resources.reading.items.map((item) => (
                <li key={item.id} className="flex gap-3">
                  <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div>
                    <p className="font-medium">
                      <cite className="not-italic">{item.title}</cite>, {item.author}
                    </p>
                    <p className="text-muted">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </TabsContent>
        <TabsContent value="crisis">
          <CrisisHelp crisis={hub.crisis} arrival={arrival} />
        </TabsContent>
      </HubTabs>
    </HubLayout>
  );
}
