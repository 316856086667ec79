import { Fragment, type ReactNode } from 'react';
import { splitPhoneNumbers } from '#shared/text/phone-numbers.ts';

/**
 * Text whose phone numbers ("call or text 988") can be tapped: a number reads like the words around
 * it, underlined, and calls from a phone. The runs between numbers are drawn by `rest` (web links in a
 * task, the places a reply names in the chat). Nothing is ever parsed as HTML.
 */
export function PhoneLinks({ text, rest }: { text: string; rest: (text: string) => ReactNode }) {
  return splitPhoneNumbers(text).map((part, index) =>
    part.href ? (
      <a key={index} href={part.href} className="whitespace-nowrap underline underline-offset-4">
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{rest(part.text)}</Fragment>
    ),
  );
}

/**
 * Text whose phone numbers never break across two lines ("(1-" then "800-772-1213"), where a link of its
 * own can't go: a task's title inside the link that opens the task.
 */
export function PhoneNumbersKeptWhole({ text }: { text: string }) {
  return splitPhoneNumbers(text).map((part, index) =>
    part.href ? (
      <span key={index} className="whitespace-nowrap">
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
