import ActionForm from '../ActionForm';
import { staffApi } from '../staffApi';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';

export interface WaiverActionProps {
  id: string;
  fee: number;
  currency: string;
  onDone: () => void;
}

/** A manager waives the fee of an invited guest: the registration is confirmed with nothing to pay, the reason kept. */
export default function WaiverAction({ id, fee, currency, onDone }: WaiverActionProps) {
  const t = useStaffText();
  const { amount } = useStaffFormat('staff.waiver.intro');
  return (
    <ActionForm
      heading={t('staff.waiver.heading')}
      submitLabel={t('staff.waiver.submit')}
      intro={<p>{t('staff.waiver.intro', { fee: amount(currency, fee) })}</p>}
      fields={[{ name: 'reason', label: t('staff.waiver.reason'), type: 'textarea', required: true }]}
      send={(values) => staffApi.act(id, 'waive-fee', values)}
      onDone={onDone}
    />
  );
}
