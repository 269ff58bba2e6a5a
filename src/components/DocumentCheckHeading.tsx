import '../styles/documentCheck.css';

import { headerImages } from '../../core/model/headerImages';
import { useText } from '../i18n/useText';
import AssetImage from './AssetImage';

/**
 * The heading of a page that checks a document the organiser issued (a certificate, a visa letter), beside the
 * event's logo as the document prints it; an event without its logo yet shows none rather than a broken image.
 */
export default function DocumentCheckHeading({ children }: { children: string }) {
  const t = useText();
  return (
    <div className="document-check__head">
      <AssetImage {...headerImages.logo} alt={t('header.logoAlt')} className="document-check__logo" missing={null} />
      <h1>{children}</h1>
    </div>
  );
}
