import { useText } from '../i18n/useText';
import PageBanner from './PageBanner';

/** What '/' shows once the server's clock is past the closing day: that registration is closed, and whom to ask. */
export default function RegistrationClosed() {
  const t = useText();
  return (
    <>
      {/* No heading here says the event title, so the banner's title image says it. */}
      <PageBanner decorativeTitle={false} />
      <main className="page" id="main">
        <h1>{t('closed.title')}</h1>
        <p>{t('closed.body')}</p>
        <p>{t('closed.contact')}</p>
      </main>
    </>
  );
}
