interface RequiredLabelProps {
  text: string;
  required: boolean;
  /** Where the '*' marker stands; after the label unless a field asks otherwise (spec section 5). */
  marker: 'before' | 'after';
}

/** A label's text with its required marker; the marker is visual, `required` tells assistive technology. */
export default function RequiredLabel({ text, required, marker }: RequiredLabelProps) {
  const star = required ? (
    <span className="required" aria-hidden="true">
      *
    </span>
  ) : null;
  return marker === 'before' ? (
    <>
      {star}
      {star ? ' ' : null}
      {text}
    </>
  ) : (
    <>
      {text}
      {star ? ' ' : null}
      {star}
    </>
  );
}
