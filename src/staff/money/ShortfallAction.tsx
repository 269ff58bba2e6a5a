import type { MoneyFigures } from '../../../core/rules/money';
import ActionForm from '../ActionForm';
import { staffApi } from '../staffApi';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';

export interface ShortfallActionProps {
  id: string;
  figures: MoneyFigures;
  /** The registration's fee, as the figures do not say it while part of it is awaited. */
  fee: number;
  onDone: () => void;
}

/** A manager accepts a short transfer as settling the fee: the registration is confirmed, the reason kept. */
export default function ShortfallAction({ id, figures, fee, onDone }: ShortfallActionProps) {
  const t = useStaffText();
  const { amount } = useStaffFormat('staff.shortfall.intro');
  return (
    <ActionForm
      heading={t('staff.shortfall.heading')}
      submitLabel={t('staff.shortfall.submit')}
      intro={
        <p>
          {t('staff.shortfall.intro', {
            received: amount(figures.currency, figures.received),
            fee: amount(figures.currency, fee),
            balance: amount(figures.currency, figures.balanceDue),
          })}
        </p>
      }
      fields={[{ name: 'reason', label: t('staff.shortfall.reason'), type: 'textarea', required: true }]}
      send={(values) => staffApi.act(id, 'accept-shortfall', values)}
      onDone={onDone}
    />
  );
}
