import { Flower2, HeartHandshake, Landmark, PiggyBank, UserRoundCog } from 'lucide-react';
import { Link } from 'react-router';
import type { SectionArea } from '#shared/dashboard/progress.ts';
import { paths } from '#web/lib/paths.ts';
import type { DashboardSummary } from '../api/get-dashboard.ts';
import { ProgressBar } from './progress-bar.tsx';

const SECTIONS: Record<SectionArea, { title: string; icon: typeof Flower2; href: (id: string) => string }> = {
  memorial: { title: 'Memorial', icon: Flower2, href: paths.memorialHub.getHref },
  support: { title: 'Support & Grief', icon: HeartHandshake, href: paths.supportHub.getHref },
  legal: { title: 'Legal', icon: Landmark, href: paths.legalHub.getHref },
  financial: { title: 'Financial', icon: PiggyBank, href: paths.financialHub.getHref },
  accounts: { title: 'Accounts', icon: UserRoundCog, href: paths.accountsHub.getHref },
};

/**
 * On someone's own plans there is no memorial: the memorial tasks are the funeral wishes, kept in the
 * checklist (the memorial hub would offer a page, an obituary and a guest list for a death).
 */
const PLAN_MEMORIAL = {
  title: 'Funeral wishes',
  icon: Flower2,
  href: (id: string) => paths.lovedOne.getHref(id, 'tasks'),
};

/** One card per hub with the true progress of the tasks in its area. */
export function SectionCards({
  lovedOneId,
  areas,
  offersMemorial,
}: {
  lovedOneId: string;
  areas: DashboardSummary['areas'];
  offersMemorial: boolean;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map(({ area, total, completed, percent, items }) => {
        const section = area === 'memorial' && !offersMemorial ? PLAN_MEMORIAL : SECTIONS[area];
        const Icon = section.icon;
        return (
          <li key={area}>
            <Link
              to={section.href(lovedOneId)}
              className="flex h-full min-h-11 flex-col gap-2 rounded-2xl border border-border bg-surface p-4 hover:bg-surface-muted"
            >
              <span className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {section.title}
              </span>
              <span className="text-sm text-muted">
                {total === 0 ? 'No tasks yet' : `${completed} of ${total} tasks done`}
              </span>
              {items ? (
                <span className="text-sm text-muted" data-testid={`inventory-progress-${area}`}>
                  {`${items.doneCount} of ${items.count} inventory items closed`}
                </span>
              ) : null}
              <ProgressBar label={`${section.title} progress`} percent={percent} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
