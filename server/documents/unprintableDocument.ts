/** Why an e-mail is held: one of its documents would go out with '?' in place of characters no font draws. */
import { codePointList } from './anyScriptText';

/** An e-mail's document has characters no font of the server draws: the message is held for staff, never sent. */
export class UnprintableDocumentError extends Error {
  constructor(
    readonly document: string,
    readonly characters: readonly string[],
  ) {
    super(
      `held: the ${document} cannot print ${codePointList(characters)}, which no font of the server draws; correct the details (or add a font to INVOICE_FALLBACK_FONTS) and send it again`,
    );
    this.name = 'UnprintableDocumentError';
  }
}
