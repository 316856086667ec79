import { Fragment } from 'react';
import { PhoneLinks } from '#web/components/phone-links.tsx';

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
 * HTML.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line break-words">
      <PhoneLinks text={text} rest={(run) => <WebLinks text={run} />} />
    </p>
  );
}
