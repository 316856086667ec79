import { describe, expect, it } from 'vitest';
import { type InventoryFilter, readInventoryFilter } from '../inventory/inventory-filter.ts';
import { toolHref } from './tool-href.ts';

const filterIn = (href: string | null) =>
  readInventoryFilter(new URL(href ?? '', 'http://harbor.test').searchParams);

describe('toolHref', () => {
  it('maps each action kind to its address', () => {
    expect(toolHref({ kind: 'tasks-tab' }, 'x')).toBe('/dashboard/x?tab=tasks');
    expect(toolHref({ kind: 'inventory-tab' }, 'x')).toBe('/dashboard/x?tab=inventory');
    expect(toolHref({ kind: 'hub', hub: 'accounts' }, 'x')).toBe('/hub/accounts/x');
    expect(toolHref({ kind: 'route', to: '/chat' }, 'x')).toBe('/chat');
  });

  it('addresses the support hub without a loved one, and fixed routes ignore the id', () => {
    expect(toolHref({ kind: 'hub', hub: 'support' }, 'x')).toBe('/hub/support');
    expect(toolHref({ kind: 'route', to: '/grief-journal' }, 'a b')).toBe('/grief-journal');
  });

  it('encodes the loved one id, so an odd id cannot change the path or the query', () => {
    expect(toolHref({ kind: 'tasks-tab' }, 'a b')).toBe('/dashboard/a%20b?tab=tasks');
    expect(toolHref({ kind: 'inventory-tab' }, 'a/b?tab=x')).toBe('/dashboard/a%2Fb%3Ftab%3Dx?tab=inventory');
    expect(toolHref({ kind: 'hub', hub: 'legal' }, '../admin')).toBe('/hub/legal/..%2Fadmin');
  });

  it('opens the inventory on the view the inventory tab reads back from the link', () => {
    const filters: InventoryFilter[] = [
      null,
      { view: 'expenses' },
      { kinds: ['bank_account'] },
      { kinds: ['credit_card', 'loan_debt'] },
    ];
    for (const filter of filters) {
      const href = toolHref({ kind: 'inventory-tab', filter }, 'x');
      expect(filterIn(href), JSON.stringify(filter)).toEqual(filter);
    }
    expect(filterIn(toolHref({ kind: 'inventory-tab' }, 'x'))).toBeNull();
  });
});
