import { describe, expect, it } from 'vitest';
import { anniversaryChoiceLabel } from './anniversary-choice-label.ts';

describe('anniversaryChoiceLabel', () => {
  it('names the person and uses the pronouns the family chose', () => {
    expect(anniversaryChoiceLabel('Eleanor', 'she')).toBe(
      'A note on Eleanor’s birthday and on the anniversary of her death',
    );
    expect(anniversaryChoiceLabel('Tom', 'he')).toBe(
      'A note on Tom’s birthday and on the anniversary of his death',
    );
  });

  it('says "their" when the family chose no pronouns', () => {
    expect(anniversaryChoiceLabel('Sam', null)).toBe(
      'A note on Sam’s birthday and on the anniversary of their death',
    );
  });

  it('reads naturally without a first name', () => {
    expect(anniversaryChoiceLabel('  ', 'she')).toBe(
      'A note on her birthday and on the anniversary of her death',
    );
  });
});
