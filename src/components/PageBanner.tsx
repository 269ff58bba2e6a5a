import '../styles/header.css';

import { useText } from '../i18n/useText';
import { headerImages } from '../images/headerImages';
import AssetImage from './AssetImage';

export interface PageBannerProps {
  /**
   * Whether the page's h1 already says the event title, so the title image gets an empty alt and screen
   * readers do not hear the title twice. True by default, as on both routes; pass false on a page
   * without such a heading, and the image is then named after the event.
   */
  decorativeTitle?: boolean;
}

/**
 * The common page header: the animated key visual, full width, with the event title image centred over it. An event
 * whose images are not made yet (docs/editing-the-form.md) shows the navy band and its title as text instead.
 */
export default function PageBanner({ decorativeTitle = true }: PageBannerProps) {
  const t = useText();
  const titleAlt = decorativeTitle ? '' : t('header.titleImageAlt');

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
      <AssetImage
        {...headerImages.title}
        alt={titleAlt}
        className="page-banner__title"
        missing={
          // Hidden from screen readers where the page's h1 already says it, as the image's empty alt would be.
          <p className="page-banner__title page-banner__title--text" aria-hidden={decorativeTitle || undefined}>
            {t('header.eventTitle')}
          </p>
        }
      />
    </header>
  );
}
