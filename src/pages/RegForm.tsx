import PageBanner from '../components/PageBanner';
import RegFormHeader from '../components/RegFormHeader';
import RegistrationForm from '../form/RegistrationForm';
import { usePeriod } from '../form/usePeriod';
import type { Period } from '../model/types';
import { useRegistrationSubmit } from '../registration/useRegistrationSubmit';
import SubmitButton from '../../widgets/SubmitButton';

/** The period check and the API client load just after the form, not before it. */
const loadPeriodFromServer = () => import('../form/loadPeriod').then((module) => module.loadPeriod());

export interface RegFormProps {
  /** Where the fee period comes from; the backend unless a test says otherwise. */
  loadPeriod?: () => Promise<Period>;
}

/** Route '/' (RegForm): the header and the registration form, submitted to the backend. */
export default function RegForm({ loadPeriod = loadPeriodFromServer }: RegFormProps) {
  const period = usePeriod(loadPeriod);
  const { submitting, submit } = useRegistrationSubmit();
  return (
    <>
      <PageBanner />
      <main className="page" id="main">
        <RegFormHeader />
        <RegistrationForm period={period} onValidSubmit={submit}>
          <div className="form-actions">
            <SubmitButton submitting={submitting} />
          </div>
        </RegistrationForm>
      </main>
    </>
  );
}
