import type { DelegateView } from '../../core/api/delegateTypes';
import { certificatePath } from '../../core/rules/certificates';
import { config } from '../config';
import { useText } from '../i18n/useText';
import { delegateApiPath } from './delegateApi';
import { useDelegateFormat } from './useDelegateFormat';

/** The attendance certificate once issued: its number and day, the PDF, and the public page that verifies it. */
export default function DelegateCertificate({
  token,
  certificate,
}: {
  token: string;
  certificate: NonNullable<DelegateView['certificate']>;
}) {
  const text = useText();
  const format = useDelegateFormat();
  // The verification page is the site's own page, wherever the API is.
  const verification = `${window.location.origin}${certificatePath(certificate.identifier)}`;
  return (
    <section aria-labelledby="delegate-certificate">
      <h2 id="delegate-certificate">{text('delegate.certificate.heading')}</h2>
      <dl className="delegate-facts">
        <div>
          <dt>{text('delegate.certificate.number')}</dt>
          <dd>{certificate.number}</dd>
        </div>
        <div>
          <dt>{text('delegate.certificate.issuedOn')}</dt>
          <dd>{format.day(certificate.issuedOn)}</dd>
        </div>
      </dl>
      <p>
        <a href={`${config.apiBaseUrl}${delegateApiPath(token)}/certificate.pdf`} download>
          {text('delegate.certificate.download')}
        </a>
      </p>
      <p>
        {text('delegate.certificate.verify')} <a href={verification}>{verification}</a>
      </p>
    </section>
  );
}
