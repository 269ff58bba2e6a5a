/**
 * The engine's benchmark page: the registration form's own component (src/form/RegistrationForm.tsx, with its widgets,
 * templates, conditions and precompiled validator) fed the generated 300-field schema, which the page's build puts in
 * place of the event's form schemas (wideFormPages.ts). The rest of the site (header, router, drafts) is left out.
 */
import '../../../../src/styles/app.css';

import en from '@schemas/messages/en.json';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';

import { fees } from '../../../../core/model/schemaData';
import RegistrationForm from '../../../../src/form/RegistrationForm';
import { wideForm } from '../wideFormSchema';

const messages: Record<string, string> = { ...en, ...wideForm.messages };
const period = fees.periods[0].id;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale="en" defaultLocale="en" messages={messages}>
      <main className="page">
        <RegistrationForm period={period} onValidSubmit={() => undefined}>
          <button type="submit" className="submit-button">
            Submit
          </button>
        </RegistrationForm>
      </main>
    </IntlProvider>
  </StrictMode>,
);
