import { useText } from '../i18n/useText';
import { headerImages } from '../images/headerImages';
import '../styles/header.css';
import AssetImage from './AssetImage';

/** The registration form's header: logo, the page's h1 (event title and theme), dates, who may attend. */
export default function RegFormHeader() {
  const text = useText();

  return (
    <div className="reg-form-header">
      <AssetImage {...headerImages.logo} alt={text('header.logoAlt')} className="reg-form-header__logo" />
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
          <p>{text('header.attendance.committee')}</p>
          <p>{text('header.attendance.bureau')}</p>
        </div>
        <p className="reg-form-header__mandatory">{text('header.mandatory')}</p>
      </div>
    </div>
  );
}
