import '../styles/documentCheck.css';

import { headerImages } from '../../core/model/headerImages';
import { useText } from '../i18n/useText';
import { assetUrl } from '../images/assetUrl';

const { logo } = headerImages;

/**
 * The heading of a page that checks a document the organiser issued (a certificate, a visa letter), beside the
 * event's logo as the document prints it. A plain image rather than the header's AssetImage: these pages are loaded
 * on their own, and importing that component from them splits a chunk off the form's first load. A logo that fails to
 * load hides, as the header shows none for an event without its images yet.
 */
export default function DocumentCheckHeading({ children }: { children: string }) {
  const t = useText();
  return (
    <div className="document-check__head">
      <img
        src={assetUrl(logo.path)}
        width={logo.width}
        height={logo.height}
        alt={t('header.logoAlt')}
        className="document-check__logo"
        onError={(event) => {
          event.currentTarget.hidden = true;
        }}
      />
      <h1>{children}</h1>
    </div>
  );
}
