import { Fragment } from 'react';

/** http(s) addresses in a message; other schemes (javascript:, data:) stay plain text. */
const LINK = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Sentence punctuation right after an address belongs to the sentence, not the link. */
const TRAILING = /[.,!?;:)\]'"]+$/;

/**
 * A message's words as text (React escapes them: '<b>' shows as '<b>'), line breaks kept by the
 * CSS, and web addresses as links that pass no standing to the site and no handle on this tab
 * (rel="nofollow noopener"), opened in a new tab.
 */
export function MessageText({ body }: { body: string }) {
  const parts: Array<string | { href: string }> = [];
  let from = 0;
  for (const match of body.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    parts.push(body.slice(from, match.index), { href });
    from = match.index + href.length;
  }
  parts.push(body.slice(from));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <a key={index} href={part.href} rel="nofollow noopener noreferrer" target="_blank">
            {part.href}
          </a>
        ),
      )}
    </>
  );
}
