import { Fragment } from 'react';
import { splitPhoneNumbers } from '#shared/text/phone-numbers.ts';

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** A run of text whose http(s) addresses become links. */
function WebLinks({ text }: { text: string }) {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer" className="text-primary underline">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/**
 * Plain text whose http(s) addresses and phone numbers become links; nothing is ever parsed as
 * HTML. A number reads like the words around it, underlined, and calls from a phone.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line break-words">
      {splitPhoneNumbers(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} className="whitespace-nowrap underline underline-offset-4">
            {part.text}
          </a>
        ) : (
          <WebLinks key={index} text={part.text} />
        ),
      )}
    </p>
  );
}
