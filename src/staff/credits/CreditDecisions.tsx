import type { CreditDecisionAnswer, FollowUpCredit } from '../../../core/api/creditTypes';
import ActionForm from '../ActionForm';
import { staffApi } from '../staffApi';
import { useStaffText } from '../useStaffText';

export interface CreditDecisionsProps {
  credit: FollowUpCredit;
  onDone: (answer: CreditDecisionAnswer) => void;
}

/** A manager's three ways to settle a credit: assign it to a registration, record it returned, or set it aside. */
export default function CreditDecisions({ credit, onDone }: CreditDecisionsProps) {
  const t = useStaffText();
  const { entryKey } = credit;
  const done = (answer: unknown) => onDone(answer as CreditDecisionAnswer);
  return (
    <>
      <ActionForm
        heading={t('staff.credits.assign.heading')}
        submitLabel={t('staff.credits.assign.submit')}
        fields={[
          {
            name: 'reference',
            label: t('staff.credits.assign.reference'),
            hint: t('staff.credits.assign.referenceHint'),
            initial: credit.registration?.reference ?? '',
            required: true,
          },
          { name: 'note', label: t('staff.credits.note'), type: 'textarea' },
        ]}
        send={(values) =>
          staffApi.decideCredit({ entryKey, decision: 'assigned', reference: values.reference, note: values.note })
        }
        onDone={done}
      />
      <ActionForm
        heading={t('staff.credits.return.heading')}
        submitLabel={t('staff.credits.return.submit')}
        fields={[
          {
            name: 'returnedOn',
            label: t('staff.credits.return.day'),
            hint: t('staff.confirm.paidOnHint'),
            required: true,
          },
          { name: 'note', label: t('staff.credits.note'), type: 'textarea', required: true },
        ]}
        send={(values) =>
          staffApi.decideCredit({ entryKey, decision: 'returned', returnedOn: values.returnedOn, note: values.note })
        }
        onDone={done}
      />
      <ActionForm
        heading={t('staff.credits.aside.heading')}
        submitLabel={t('staff.credits.aside.submit')}
        fields={[{ name: 'note', label: t('staff.credits.note'), type: 'textarea', required: true }]}
        send={(values) => staffApi.decideCredit({ entryKey, decision: 'set_aside', note: values.note })}
        onDone={done}
      />
    </>
  );
}
