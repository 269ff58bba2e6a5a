/** The visa letter's calls from the delegate's page, behind their personal link. */
import type { DelegateVisaView } from '../../../core/api/visaLetterTypes';
import type { VisaRequestValues } from '../../../core/rules/visaLetter';
import { type CallResult, delegateApiPath, get, post } from '../delegateApi';

function visaPath(token: string): string {
  return `${delegateApiPath(token)}/visa-letter`;
}

export function loadVisaView(token: string): Promise<CallResult<DelegateVisaView>> {
  return get(visaPath(token));
}

export function requestVisaLetter(token: string, values: VisaRequestValues): Promise<CallResult<DelegateVisaView>> {
  return post(visaPath(token), values);
}

/** The letter's PDF, once issued. */
export function visaLetterPdfPath(token: string): string {
  return `${visaPath(token)}.pdf`;
}
