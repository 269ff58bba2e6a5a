import '../styles/header.css';

import { headerImages } from '../../core/model/headerImages';
import { attendanceNotes, dateLines } from '../../core/model/meetings';
import { useText } from '../i18n/useText';
import AssetImage from './AssetImage';

export interface RegFormHeaderProps {
  /** The thank-you page shows the same header with only the title, theme and dates (spec: ThankMessage). */
  datesOnly?: boolean;
}

/**
 * The registration form's header: logo, the page's h1 (event title and theme), the date lines and attendance notes of
 * schemas/meetings.json, and the mandatory-fields note; the thank-you page's header is the same, less the notes and
 * the mandatory-fields note.
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
            {dateLines.map((key) => (
              <li key={key}>{text(key)}</li>
            ))}
          </ul>
          {!datesOnly && (
            <>
              {attendanceNotes.map((key) => (
                <p key={key}>{text(key)}</p>
              ))}
            </>
          )}
        </div>
        {!datesOnly && <p className="reg-form-header__mandatory">{text('header.mandatory')}</p>}
      </div>
    </div>
  );
}
