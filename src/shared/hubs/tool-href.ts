import { inventoryFilterQuery } from '../inventory/inventory-filter.ts';
import type { ToolAction } from './types.ts';

/**
 * The in-app address a card's action leads to for one loved one. Kept beside the content so every
 * card's target is testable without rendering a page.
 */
export function toolHref(action: ToolAction, lovedOneId: string): string {
  const id = encodeURIComponent(lovedOneId);
  switch (action.kind) {
    case 'tasks-tab':
      return `/dashboard/${id}?tab=tasks`;
    case 'inventory-tab':
      return `/dashboard/${id}?tab=inventory${inventoryFilterQuery(action.filter ?? null)}`;
    case 'hub':
      return action.hub === 'support' ? '/hub/support' : `/hub/${action.hub}/${id}`;
    case 'route':
      return action.to;
    case 'hub-tool':
      return `/hub/${action.hub}/${id}/${action.tool}`;
  }
}
