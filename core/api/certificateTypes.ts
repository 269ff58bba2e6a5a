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
    }
  // A revoked certificate certifies nothing: its number says which, and no one's name is given out for it.
  | { status: 'revoked'; number: string };
