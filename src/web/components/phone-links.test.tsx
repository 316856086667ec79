import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhoneNumbersKeptWhole } from './phone-links.tsx';

describe('PhoneNumbersKeptWhole', () => {
  it('keeps a number on one line, links nothing and leaves the other words as they are', () => {
    const html = renderToStaticMarkup(
      <PhoneNumbersKeptWhole text="Notify Social Security (1-800-772-1213)" />,
    );
    expect(html).toBe('Notify Social Security (<span class="whitespace-nowrap">1-800-772-1213</span>)');
  });

  it('leaves a title without a number untouched, and never reads markup in it', () => {
    expect(renderToStaticMarkup(<PhoneNumbersKeptWhole text="Choose a funeral home" />)).toBe(
      'Choose a funeral home',
    );
    expect(renderToStaticMarkup(<PhoneNumbersKeptWhole text="<b>Call</b> 555" />)).toBe(
      '&lt;b&gt;Call&lt;/b&gt; 555',
    );
  });
});
