/**
 * The public pages that check a document the organiser issued: a certificate, a visa letter. One chunk for both, as
 * they share their heading and stylesheet, so the form's first load names one chunk for them rather than three.
 */
export { default as CertificatePage } from '../certificates/CertificatePage';
export { default as VisaCheckPage } from '../visaLetters/VisaCheckPage';
