import { describe, expect, it } from 'vitest';
import { fillTemplate, listPlaceholders } from '../hubs/fill-template.ts';
import { LETTER_TEMPLATES } from '../hubs/letter-templates.ts';
import { INVENTORY_KINDS } from './inventory-kinds.ts';
import { itemLetterValues, LETTER_TEMPLATE_BY_KIND } from './item-letter.ts';

const templateFor = (id: string) => LETTER_TEMPLATES.find((template) => template.id === id);

describe('the letter for each kind', () => {
  it('names a template that exists for every kind', () => {
    for (const kind of INVENTORY_KINDS) expect(templateFor(LETTER_TEMPLATE_BY_KIND[kind])).toBeDefined();
  });

  it('fills the institution and last four into the bank, card, social and pension letters', () => {
    const values = itemLetterValues({
      institution: 'First Bank',
      referenceLast4: '6789',
      contactAddress: '1 Main St',
    });
    for (const id of [
      'bank-account-closure',
      'credit-card-notification',
      'pension-notification',
      'utility-notification',
    ]) {
      const text = fillTemplate(templateFor(id)!.body, values);
      expect(text).toContain('First Bank');
      expect(text).toMatch(/6789/);
      expect(listPlaceholders(text)).not.toContain('Institution Name');
    }
    expect(fillTemplate(templateFor('social-media-memorialization')!.body, values)).toContain(
      'To: First Bank Support',
    );
  });

  it('leaves the reference bracketed when there is none', () => {
    const values = itemLetterValues({
      institution: 'First Bank',
      referenceLast4: null,
      contactAddress: null,
    });
    const text = fillTemplate(templateFor('bank-account-closure')!.body, values);
    expect(text).toContain('[Account Number - last 4 digits]');
    expect(text).toContain('[Institution Address]');
  });
});
