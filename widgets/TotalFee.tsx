import { useIntl } from 'react-intl';
import { totalFee } from '../src/rules/fees';
import { useText } from '../src/i18n/useText';
import type { BlockProps } from './blockProps';

/** 'Total Fee: USD n' for the chosen fee, USD 0 with none, with thousands separators. */
export default function TotalFee({ formData, formContext }: BlockProps) {
  const t = useText();
  const intl = useIntl();
  const total = intl.formatNumber(totalFee(formContext.fees, formData.feeCategory));
  return (
    <p className="total-fee" aria-live="polite">
      {t('fees.total', { total })}
    </p>
  );
}
