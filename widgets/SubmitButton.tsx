import { useIntl } from 'react-intl';

import { useHydrated } from '../src/prerender/useHydrated';

export interface SubmitButtonProps {
  submitting: boolean;
}

/**
 * The form's submit button: while submitting it is disabled and busy, with a spinner and 'Processing...'. In the
 * page rendered at build time it is disabled until the page's code has taken the form over: the browser would
 * otherwise send the form itself, the person's details in the address, on a click or on Enter in a field.
 */
export default function SubmitButton({ submitting }: SubmitButtonProps) {
  const intl = useIntl();
  const ready = useHydrated();
  return (
    <button type="submit" className="submit-button" disabled={submitting || !ready} aria-busy={submitting}>
      {submitting && (
        // Drawn and animated by SVG alone, so it turns without any stylesheet; the text says what is happening.
        <svg className="submit-spinner" aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
          <path d="M8 2a6 6 0 0 1 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <animateTransform
              attributeName="transform"
              type="rotate"
              from="0 8 8"
              to="360 8 8"
              dur="0.8s"
              repeatCount="indefinite"
            />
          </path>
        </svg>
      )}
      {intl.formatMessage({ id: submitting ? 'submit.processing' : 'submit.label' })}
    </button>
  );
}
