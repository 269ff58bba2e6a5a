/** What GET /web/certificates/<identifier> answers: what the certificate prints, or that it was revoked. */
export type CertificateCheck =
  | {
      status: 'valid';
      number: string;
      name: string;
      event: string;
      /** The meetings and days attended, as the certificate prints them in the language asked for. */
      attended: string[];
      /** The day of issue printed on it (YYYY-MM-DD). */
      issuedOn: string;
      /** Who signs it, with their title, in the language asked for; absent when the event names no signatory. */
      signedBy?: { name: string; title: string };
    }
  // A revoked certificate certifies nothing: its number says which, and no one's name is given out for it.
  | { status: 'revoked'; number: string };

/** What GET /staff/api/certificates/preview answers: who the selection gives a certificate, and who it does not. */
export interface CertificatePreview {
  recipients: {
    reference: string;
    /** The name as the certificate prints it. */
    name: string;
    /** The days the check-in stands on (YYYY-MM-DD). */
    days: string[];
    /** The number of the certificate already issued, which issuing again keeps; null for none yet. */
    certificate: string | null;
  }[];
  /** References named but not checked in on any day (or not paid). */
  notCheckedIn: string[];
  /** References that name no registration. */
  unknown: string[];
}

/** What POST /staff/api/certificates/issue answers. */
export interface CertificateIssueSummary {
  issued: string[];
  alreadyIssued: number;
  /** Registration ids named but not given one. */
  notCheckedIn: number[];
  unknown: string[];
}
