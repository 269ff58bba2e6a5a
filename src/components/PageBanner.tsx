import '../styles/header.css';

import { headerImages } from '../../core/model/headerImages';
import { useText } from '../i18n/useText';
import AssetImage from './AssetImage';

export interface PageBannerProps {
  /**
   * Whether the page's h1 already says the event title, so the banner's title is hidden from screen readers, which
   * would otherwise hear it twice. True by default, as on both routes; pass false on a page without such a heading.
   */
  decorativeTitle?: boolean;
}

/**
 * The common page header: the animated key visual, full width, with the event's title and theme over it as text of
 * the page's language (an image of the title would say it in one language only). An event whose banner is not made
 * yet (docs/editing-the-form.md) shows the navy band under the same text.
 */
export default function PageBanner({ decorativeTitle = true }: PageBannerProps) {
  const t = useText();

  return (
    <header className="page-banner">
      {/* An abstract motif with no information of its own. */}
      <AssetImage
        {...headerImages.banner}
        alt=""
        priority
        className="page-banner__art"
        missing={<div className="page-banner__art page-banner__art--missing" />}
      />
      <div className="page-banner__title" aria-hidden={decorativeTitle || undefined}>
        <p className="page-banner__event">{t('header.eventTitle')}</p>
        <p className="page-banner__theme">{t('header.theme')}</p>
      </div>
    </header>
  );
}
