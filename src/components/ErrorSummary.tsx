import type { MouseEvent } from 'react';
import { fieldId } from '../form/fieldIds';
import { focusTargetOf, scrollToAndFocus } from '../form/focusField';
import type { SubmitError } from '../form/RegistrationForm';
import { useText } from '../i18n/useText';

export interface ErrorSummaryProps {
  /** The fields in error, in the order of spec section 5. */
  errors: readonly SubmitError[];
}

/**
 * 'There is a problem' above the form after a failed submit: each error a link to its field, announced as it appears.
 * A link moves focus the way a failed submit does (section 5: 120 px offset, the fee grid's first radio).
 */
export default function ErrorSummary({ errors }: ErrorSummaryProps) {
  const t = useText();
  const goTo = (field: string) => (event: MouseEvent) => {
    const target = focusTargetOf(field);
    if (!target) return;
    event.preventDefault();
    scrollToAndFocus(target);
  };
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {t('errorSummary.title')}
      </h2>
      <ul>
        {errors.map(({ field, message, label }) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} onClick={goTo(field)}>
              {t(message, { field: t(label) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
