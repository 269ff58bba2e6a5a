import { Fragment } from 'react';

// A hyphenated word of a spaced script ("Pre-Applicants"): browsers may break it after the hyphen, which reads as two
// words on a narrow screen. Other words never break with the page's wrapping rules (overflow-wrap: normal).
const hyphenatedWord =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]-[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;

/**
 * A text whose words wrap only at spaces: each hyphenated word in a span that does not break; Chinese and Japanese
 * runs stay free to wrap between characters, as those scripts do.
 */
export default function UnbrokenWords({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, index) =>
        hyphenatedWord.test(part) ? (
          <span key={index} className="unbroken">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
