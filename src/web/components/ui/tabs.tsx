import { Tabs as RadixTabs } from 'radix-ui';
import { type ComponentProps, createContext, useContext, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useOpenSet } from '#web/lib/use-open-set.ts';

type TabsShown = { current: string | undefined; isOpened: (value: string) => boolean };

const TabsShownContext = createContext<TabsShown>({ current: undefined, isOpened: () => false });

/**
 * Radix's tabs, remembering which tabs have been opened: a `keepMounted` panel, once opened, stays in the
 * page (hidden) while another tab is shown, so what was typed in it is there on coming back.
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof RadixTabs.Root>) {
  const [chosen, setChosen] = useState(defaultValue);
  const current = value ?? chosen;
  const opened = useOpenSet<string>();
  // A tab chosen from outside (the address, a link) counts as opened too: noted while rendering.
  if (current !== undefined) opened.open(current);
  return (
    <TabsShownContext.Provider value={{ current, isOpened: opened.has }}>
      <RadixTabs.Root
        value={current}
        onValueChange={(next) => {
          setChosen(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </TabsShownContext.Provider>
  );
}

/** The tabs wrap onto a second row rather than scroll: on a phone every tab stays in sight. */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('flex flex-wrap gap-1 rounded-xl bg-surface-muted p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'min-h-11 flex-1 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium text-muted sm:px-4 sm:text-base',
        'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  keepMounted = false,
  ...props
}: ComponentProps<typeof RadixTabs.Content> & {
  /** Once opened, stays in the page while hidden: for a panel holding forms someone may be part-way through. */
  keepMounted?: boolean;
}) {
  const { current, isOpened } = useContext(TabsShownContext);
  const isKept = keepMounted && isOpened(props.value);
  // Radix shows a force-mounted panel even when its tab is not chosen: hidden says otherwise. Given only
  // to a kept panel, as any `hidden` given here replaces the one Radix gives every other panel.
  const kept = isKept ? { forceMount: true as const, hidden: props.value !== current } : {};
  return <RadixTabs.Content className={cn('mt-4', className)} {...kept} {...props} />;
}
