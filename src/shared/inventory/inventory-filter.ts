import { INVENTORY_KINDS, type InventoryKind } from './inventory-kinds.ts';

// The inventory tab's filtered views live in the URL, so a hub card can open one directly:
// ?tab=inventory&kind=credit_card&kind=loan_debt (items of those kinds) or ?tab=inventory&view=expenses.

export type InventoryFilter = { kinds: readonly InventoryKind[] } | { view: 'expenses' } | null;

const isKind = (value: string): value is InventoryKind =>
  (INVENTORY_KINDS as readonly string[]).includes(value);

/** The filter in these search parameters; unknown kinds are ignored, so a stale link shows everything. */
export function readInventoryFilter(params: URLSearchParams): InventoryFilter {
  if (params.get('view') === 'expenses') return { view: 'expenses' };
  const kinds = INVENTORY_KINDS.filter((kind) => params.getAll('kind').filter(isKind).includes(kind));
  return kinds.length > 0 ? { kinds } : null;
}

/** The query string (after "tab=inventory") that opens this filter; empty for the whole inventory. */
export function inventoryFilterQuery(filter: InventoryFilter): string {
  if (filter === null) return '';
  if ('view' in filter) return '&view=expenses';
  return filter.kinds.map((kind) => `&kind=${kind}`).join('');
}
