import type { ReactNode } from 'react';
import type { HubTab } from '#shared/hubs/types.ts';
import { Tabs, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';

type HubTabsProps<Id extends string> = {
  tabs: readonly HubTab<Id>[];
  value: Id;
  onValueChange: (tab: Id) => void;
  label: string;
  children: ReactNode;
};

/** The hub's tab strip from its content; the page holds the active tab so other buttons can switch it. */
export function HubTabs<Id extends string>({
  tabs,
  value,
  onValueChange,
  label,
  children,
}: HubTabsProps<Id>) {
  const select = (next: string) => {
    const tab = tabs.find((item) => item.id === next);
    if (tab) onValueChange(tab.id);
  };
  return (
    <Tabs value={value} onValueChange={select}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} className="px-3 sm:px-4">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {children}
    </Tabs>
  );
}
