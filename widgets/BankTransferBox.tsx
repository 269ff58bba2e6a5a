import { useText } from '../src/i18n/useText';

/** The organiser's bank account details and the instructions for paying by transfer. */
export default function BankTransferBox() {
  const t = useText();
  return (
    <section className="bank-box" aria-labelledby="bank-box-title">
      <p id="bank-box-title" className="bank-box__title">
        {t('part.d.bank.title')}
      </p>
      <p>{t('part.d.bank.details')}</p>
      <ul>
        <li>{t('part.d.bank.receipt')}</li>
        <li>{t('part.d.bank.charges')}</li>
        <li>{t('part.d.bank.confirmation')}</li>
      </ul>
    </section>
  );
}
