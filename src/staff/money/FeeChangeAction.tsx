import formSchemaJson from '@schemas/form.schema.json';

import { extras } from '../../../core/model/extras';
import { regions } from '../../../core/model/regionList';
import { fees } from '../../../core/model/schemaData';
import { formFieldTable } from '../../../core/registration/formFieldTable';
import { optionTextKey } from '../../../core/registration/optionLabels';
import ActionForm, { type ActionField } from '../ActionForm';
import { staffApi } from '../staffApi';
import { useStaff } from '../StaffContext';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import { useValueTexts } from '../useValueTexts';

const properties = (formSchemaJson as { properties: Record<string, { enum?: string[] }> }).properties;

/** The answers the form offers for a payload key (its field's enum in form.schema.json). */
function answersOf(key: string): string[] {
  const field = formFieldTable.entry(key)?.fields[0];
  return (field && properties[field]?.enum) || [];
}

export interface FeeChangeActionProps {
  id: string;
  fee: number;
  currency: string;
  /** The registration's fee period: the change prices within it (server/feeChange/feeChangePlan.ts). */
  period: string;
  onDone: () => void;
}

/**
 * A manager changes the fee category, region or organisation, or extras, of a registration, with a reason: the server prices the
 * new fee from fees.json, makes the difference due or refundable, and credits and replaces an issued invoice. A choice
 * left on "Keep as it is" is not sent, so the registration keeps what it has.
 */
export default function FeeChangeAction({ id, fee, currency, period, onDone }: FeeChangeActionProps) {
  const t = useStaffText();
  const values = useValueTexts();
  const { formFieldLabel, siteText } = useStaff();
  const { amount, region: regionText } = useStaffFormat('staff.feeChange.intro');
  const keep = { value: '', label: t('staff.feeChange.keep') };
  const feeOptions = fees.options
    .filter((option) => option.period === period)
    .map((option) => ({
      value: option.value,
      label: `${values.feeCategory(option.value)}: ${amount(fees.currency, option.price)}`,
    }));
  // Sent as the registration keeps it (the English name), shown in the console's language.
  const regionOptions = regions.map((region) => ({ value: region.regionName, label: regionText(region.regionName) }));
  // Each extra's question and follow-up, answered as the form answers them (an extra has no price of its own).
  const extraFields: ActionField[] = extras.flatMap((extra) =>
    [extra.question, ...(extra.followUp ? [extra.followUp] : [])].map((key) => ({
      name: key,
      // The form's own question, with the event's dates in it (formFieldLabel leaves its values unfilled).
      label: siteText(formFieldTable.entry(key)?.title ?? '') ?? formFieldLabel(key),
      type: 'select' as const,
      options: [
        keep,
        ...answersOf(key).map((answer) => {
          const textKey = optionTextKey(key, answer);
          return { value: answer, label: (textKey && siteText(textKey)) ?? answer };
        }),
      ],
    })),
  );
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
        ...extraFields,
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
