/**
 * The benchmark's baseline: the registration form's first view written in plain React (no RJSF, no react-intl, no
 * router, no validation), with the site's style sheet, its English texts and the same header images. It shows what
 * the same page costs with nothing but React, so `npm run bench` can put the site's Lighthouse figures beside it.
 */
import '../../../src/styles/app.css';
import '../../../src/styles/header.css';

import en from '@schemas/messages/en.json';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { eventTextValues } from '../../../core/i18n/eventTextValues';
import { headerImages } from '../../../core/model/headerImages';
import { dateLines } from '../../../core/model/meetings';
import { event, fees } from '../../../core/model/schemaData';
import { avifPath } from '../../../src/images/avifPath';
import { eventAssetUrl } from '../../../src/images/eventAssetUrl';

const values = eventTextValues(event, 'en');
const messages: Record<string, string> = en;
const text = (key: string) =>
  (messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
const image = (path: string) => eventAssetUrl('', event, avifPath(path));

const textFields = [
  'familyName',
  'givenName',
  'region',
  'postTitle',
  'email',
  'confirmEmail',
  'iddCode',
  'phoneNumber',
];

function Form() {
  const { banner, logo } = headerImages;
  return (
    <>
      <header className="page-banner">
        <img
          src={image(banner.path)}
          alt=""
          width={banner.width}
          height={banner.height}
          className="page-banner__art"
          fetchPriority="high"
        />
        <div className="page-banner__title" aria-hidden>
          <p className="page-banner__event">{text('header.eventTitle')}</p>
          <p className="page-banner__theme">{text('header.theme')}</p>
        </div>
      </header>
      <main className="page" id="main">
        <div className="reg-form-header">
          <img
            src={image(logo.path)}
            alt={text('header.logoAlt')}
            width={logo.width}
            height={logo.height}
            className="reg-form-header__logo"
          />
          <div className="reg-form-header__text">
            <h1 className="reg-form-header__title">
              <span className="reg-form-header__event">{text('header.eventTitle')}</span>
              <span className="reg-form-header__theme">{` ${text('header.theme')}`}</span>
            </h1>
            <div className="reg-form-header__details">
              <ul className="reg-form-header__dates">
                {dateLines.map((key) => (
                  <li key={key}>{text(key)}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        <form className="reg-form" noValidate onSubmit={(submitted) => submitted.preventDefault()}>
          {textFields.map((field) => (
            <div className="field" key={field}>
              <label htmlFor={field}>{text(`field.${field}`)}</label>
              <input id={field} className="input" />
            </div>
          ))}
          <fieldset className="fee-grid">
            <legend>{text('field.feeCategory')}</legend>
            {fees.options.map((option) => (
              <label key={option.value}>
                <input type="radio" name="feeCategory" value={option.value} /> {option.value} USD {option.price}
              </label>
            ))}
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="submit-button">
              {text('submit.label')}
            </button>
          </div>
        </form>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Form />
  </StrictMode>,
);
