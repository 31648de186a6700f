import { messageParts } from '../message-links';

/** A message as written, with its web addresses as links that open apart and pass nothing on. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap wrap-anywhere">
      {messageParts(body).map((part, i) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts never move
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
