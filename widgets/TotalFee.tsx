import { useIntl } from 'react-intl';

import { useText } from '../src/i18n/useText';
import type { BlockProps } from './support/blockProps';

/** 'Total Fee: USD n' for the chosen fee, USD 0 with none, with thousands separators; the currency is fees.json's. */
export default function TotalFee({ formContext }: BlockProps) {
  const t = useText();
  const intl = useIntl();
  return (
    <p className="total-fee" aria-live="polite">
      {t('fees.total', { total: intl.formatNumber(formContext.total), currency: formContext.fees.currency })}
    </p>
  );
}
