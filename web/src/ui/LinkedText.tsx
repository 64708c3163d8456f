import { Fragment } from 'react';

/** http(s) addresses, and paths of this site ('/contact-us') at the start of the text or after a space. */
const urlPattern = /(https?:\/\/[^\s<]+[^\s<.,;:!?)\]'"]|(?<=^|\s)\/[\w\-/]*[\w/])/g;

/**
 * Announcement text with its addresses as links (001 section 3): links to this site open here, others in a new
 * tab. The text is never read as HTML.
 */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const external = new URL(part, window.location.origin).origin !== window.location.origin;
        return (
          <a key={index} href={part} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {part}
          </a>
        );
      })}
    </span>
  );
}
