import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import type { CreditDecisionAnswer, FollowUpCredit } from '../../../core/api/creditTypes';
import CardTable from '../../components/CardTable';
import { staffApi } from '../staffApi';
import { useStaff } from '../StaffContext';
import { useStaffCall } from '../useStaffCall';
import { useStaffPath } from '../useStaffPath';
import { useStaffText } from '../useStaffText';
import { useValueTexts } from '../useValueTexts';
import CreditDecisions from './CreditDecisions';

/**
 * The credits of imported statements that no registration counts yet, oldest first: every staff member sees them, a
 * manager decides on each (assign, returned, set aside) and it leaves the list. Nothing imported is out of sight.
 */
export default function CreditsPage() {
  const t = useStaffText();
  const values = useValueTexts();
  const { format } = values;
  const staffPath = useStaffPath();
  const { session, announce } = useStaff();
  const staffCall = useStaffCall();
  const manager = session.account.role === 'manager';
  const [credits, setCredits] = useState<FollowUpCredit[]>();
  const [error, setError] = useState('');
  const [chosen, setChosen] = useState<FollowUpCredit>();
  const chosenHeading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    const result = await staffCall(() => staffApi.creditsToFollowUp());
    if (result.ok) {
      setError('');
      setCredits(result.value.credits);
    } else setError(result.message);
  }, [staffCall]);

  useEffect(() => {
    void load();
  }, [load]);

  // The decisions open below the list: focus goes to their heading, so a keyboard or screen reader follows.
  useEffect(() => {
    if (chosen) chosenHeading.current?.focus();
  }, [chosen]);

  const decided = (answer: CreditDecisionAnswer) => {
    const said = {
      assigned: () => t('staff.credits.done.assigned', { reference: answer.registration?.reference ?? '' }),
      returned: () => t('staff.credits.done.returned'),
      set_aside: () => t('staff.credits.done.set_aside'),
    }[answer.decision];
    setChosen(undefined);
    announce(said(), { focus: true });
    void load();
  };

  const amountOf = (credit: FollowUpCredit) => format.amount(credit.currency, credit.amount);
  const columns = [
    t('staff.import.column.date'),
    t('staff.import.column.amount'),
    t('staff.import.column.text'),
    t('staff.credits.column.bankReference'),
    t('staff.credits.column.why'),
    t('staff.credits.column.since'),
    ...(manager ? [t('staff.credits.column.decision')] : []),
  ];
  return (
    <>
      <h1>{t('staff.credits.heading')}</h1>
      <p>{t('staff.credits.intro')}</p>
      {!manager && <p>{t('staff.credits.managersOnly')}</p>}
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {credits && credits.length === 0 && <p>{t('staff.credits.none')}</p>}
      {credits && credits.length > 0 && (
        <CardTable
          caption={t('staff.credits.caption', { total: credits.length })}
          columns={columns}
          rows={credits.map((credit) => ({
            key: credit.entryKey,
            cells: [
              format.day(credit.bookedOn),
              amountOf(credit),
              credit.text,
              credit.bankReference,
              <>
                {values.staff(`staff.import.outcome.${credit.outcome}`) ?? credit.outcome}
                {credit.registration && (
                  <>
                    {' '}
                    <Link to={staffPath(`/staff/registrations/${credit.registration.id}`)}>
                      {credit.registration.reference}
                    </Link>
                  </>
                )}
              </>,
              format.instant(credit.importedAt),
              ...(manager
                ? [
                    <button
                      key="decide"
                      type="button"
                      className="button button--secondary"
                      aria-label={t('staff.credits.decideLabel', {
                        amount: amountOf(credit),
                        day: format.day(credit.bookedOn),
                      })}
                      aria-pressed={chosen?.entryKey === credit.entryKey}
                      onClick={() => setChosen(credit)}
                    >
                      {t('staff.credits.decide')}
                    </button>,
                  ]
                : []),
            ],
          }))}
        />
      )}
      {manager && chosen && (
        <section aria-labelledby="credit-chosen" key={chosen.entryKey}>
          <h2 id="credit-chosen" tabIndex={-1} ref={chosenHeading}>
            {t('staff.credits.chosen', { amount: amountOf(chosen), day: format.day(chosen.bookedOn) })}
          </h2>
          <p className="staff-quote">{chosen.text}</p>
          <CreditDecisions credit={chosen} onDone={decided} />
        </section>
      )}
    </>
  );
}
