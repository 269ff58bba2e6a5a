import { Link } from 'react-router-dom';

import { useText } from '../i18n/useText';

/** Any other address: says so and leads back to the form. */
export default function NotFound() {
  const t = useText();
  return (
    <main className="page" id="main">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </main>
  );
}
