import { Link } from 'react-router-dom';

import { delegatePaths } from '../../core/paths/delegatePaths';
import { useText } from '../i18n/useText';

/** A wrong or revoked link: says so, and shows nothing of any registration. */
export default function DelegateNotFound() {
  const text = useText();
  return (
    <main className="page delegate-page" id="main">
      <h1>{text('delegate.notFound.title')}</h1>
      <p>{text('delegate.notFound.body')}</p>
      <p>
        <Link to={delegatePaths.findRegistration}>{text('find.title')}</Link>
      </p>
    </main>
  );
}
