import { regions } from '../../../core/model/regionList';
import { fees } from '../../../core/model/schemaData';
import ActionForm from '../ActionForm';
import { staffApi } from '../staffApi';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import { useValueTexts } from '../useValueTexts';

export interface FeeChangeActionProps {
  id: string;
  fee: number;
  currency: string;
  /** The registration's fee period: the change prices within it (server/feeChange/feeChangePlan.ts). */
  period: string;
  onDone: () => void;
}

/**
 * A manager changes the fee category, region or organisation of a registration, with a reason: the server prices the
 * new fee from fees.json, makes the difference due or refundable, and credits and replaces an issued invoice. A choice
 * left on "Keep as it is" is not sent, so the registration keeps what it has.
 */
export default function FeeChangeAction({ id, fee, currency, period, onDone }: FeeChangeActionProps) {
  const t = useStaffText();
  const values = useValueTexts();
  const { amount } = useStaffFormat('staff.feeChange.intro');
  const keep = { value: '', label: t('staff.feeChange.keep') };
  const feeOptions = fees.options
    .filter((option) => option.period === period)
    .map((option) => ({
      value: option.value,
      label: `${values.feeCategory(option.value)}: ${amount(fees.currency, option.price)}`,
    }));
  const regionOptions = regions.map((region) => ({ value: region.regionName, label: region.regionName }));
  return (
    <ActionForm
      heading={t('staff.feeChange.heading')}
      submitLabel={t('staff.feeChange.submit')}
      intro={<p>{t('staff.feeChange.intro', { fee: amount(currency, fee) })}</p>}
      fields={[
        {
          name: 'fee_category',
          label: t('staff.feeChange.feeCategory'),
          type: 'select',
          options: [keep, ...feeOptions],
        },
        { name: 'region', label: t('staff.feeChange.region'), type: 'select', options: [keep, ...regionOptions] },
        {
          name: 'organization_name',
          label: t('staff.feeChange.organisation'),
          hint: t('staff.feeChange.organisationHint'),
        },
        { name: 'reason', label: t('staff.feeChange.reason'), type: 'textarea', required: true },
      ]}
      // What is left as it is goes unsent: the server keeps the registration's own.
      send={(form) =>
        staffApi.act(id, 'fee-change', Object.fromEntries(Object.entries(form).filter(([, value]) => value !== '')))
      }
      onDone={onDone}
    />
  );
}
