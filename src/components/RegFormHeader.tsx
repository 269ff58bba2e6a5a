import '../styles/header.css';

import { useText } from '../i18n/useText';
import { headerImages } from '../images/headerImages';
import AssetImage from './AssetImage';

export interface RegFormHeaderProps {
  /** The thank-you page shows the same header with only the title, theme and dates (spec: ThankMessage). */
  datesOnly?: boolean;
}

/**
 * The registration form's header: logo, the page's h1 (event title and theme), dates, who may attend and the
 * mandatory-fields note; the thank-you page's header is the same, less the last two.
 */
export default function RegFormHeader({ datesOnly = false }: RegFormHeaderProps) {
  const text = useText();

  return (
    <div className="reg-form-header">
      <AssetImage
        {...headerImages.logo}
        alt={text('header.logoAlt')}
        className="reg-form-header__logo"
        // An event without its logo yet shows none rather than a broken image.
        missing={null}
      />
      <div className="reg-form-header__text">
        <h1 className="reg-form-header__title">
          <span className="reg-form-header__event">{text('header.eventTitle')}</span>
          {/* The leading space keeps the two lines apart in the heading's accessible name; CSS hides it. */}
          <span className="reg-form-header__theme">{` ${text('header.theme')}`}</span>
        </h1>
        <div className="reg-form-header__details">
          <ul className="reg-form-header__dates">
            <li>{text('header.dates.seminar')}</li>
            <li>{text('header.dates.committee')}</li>
            <li>{text('header.dates.bureau')}</li>
          </ul>
          {!datesOnly && (
            <>
              <p>{text('header.attendance.committee')}</p>
              <p>{text('header.attendance.bureau')}</p>
            </>
          )}
        </div>
        {!datesOnly && <p className="reg-form-header__mandatory">{text('header.mandatory')}</p>}
      </div>
    </div>
  );
}
