import { Fragment, type ReactNode } from 'react';
import { splitPhoneNumbers } from '#shared/text/phone-numbers.ts';

type Run = (text: string) => ReactNode;

/** Each phone number in the text drawn by `number`, and the runs between them by `rest`. */
const eachNumber = (
  text: string,
  number: (part: { text: string; href: string }) => ReactNode,
  rest: Run,
  isLinked?: (href: string) => boolean,
) =>
  splitPhoneNumbers(text, isLinked).map((part, index) => (
    <Fragment key={index}>
      {part.href ? number({ text: part.text, href: part.href }) : rest(part.text)}
    </Fragment>
  ));

const asIs: Run = (text) => text;

/**
 * Text whose phone numbers ("call or text 988") can be tapped: a number reads like the words around
 * it, underlined, and calls from a phone. The runs between numbers are drawn by `rest` (web links in a
 * task, the places a reply names in the chat), or left as they are. Nothing is ever parsed as HTML.
 * `linkOnly`, when given, says which numbers may be tapped; the others stay plain words.
 */
export function PhoneLinks({
  text,
  rest = asIs,
  linkOnly,
}: {
  text: string;
  rest?: Run;
  linkOnly?: (href: string) => boolean;
}) {
  return eachNumber(
    text,
    (part) => (
      <a href={part.href} className="whitespace-nowrap underline underline-offset-4">
        {part.text}
      </a>
    ),
    rest,
    linkOnly,
  );
}

/**
 * Text whose phone numbers never break across two lines ("(1-" then "800-772-1213"), where a link of its
 * own can't go: a task's title inside the link that opens the task.
 */
export function PhoneNumbersKeptWhole({ text }: { text: string }) {
  return eachNumber(text, (part) => <span className="whitespace-nowrap">{part.text}</span>, asIs);
}
