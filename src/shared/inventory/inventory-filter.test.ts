import { describe, expect, it } from 'vitest';
import { inventoryFilterQuery, readInventoryFilter } from './inventory-filter.ts';

const read = (query: string) => readInventoryFilter(new URLSearchParams(query));

describe('the inventory filter in the URL', () => {
  it('reads kinds in the inventory’s order and ignores unknown ones', () => {
    expect(read('tab=inventory&kind=loan_debt&kind=credit_card')).toEqual({
      kinds: ['credit_card', 'loan_debt'],
    });
    expect(read('tab=inventory&kind=bank_account&kind=savings')).toEqual({ kinds: ['bank_account'] });
    expect(read('tab=inventory&kind=savings')).toBeNull();
    expect(read('tab=inventory')).toBeNull();
  });

  it('reads the expenses view before any kind', () => {
    expect(read('tab=inventory&view=expenses&kind=utility')).toEqual({ view: 'expenses' });
    expect(read('tab=inventory&view=other')).toBeNull();
  });

  it('writes what it reads back', () => {
    for (const filter of [{ kinds: ['credit_card', 'loan_debt'] as const }, { view: 'expenses' as const }]) {
      expect(read(`tab=inventory${inventoryFilterQuery(filter)}`)).toEqual(filter);
    }
    expect(inventoryFilterQuery(null)).toBe('');
  });
});
