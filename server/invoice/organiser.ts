/** The issuer and bank details of schemas/organiser.json (staff data, checked by check:schemas). */
import organiserJson from '../../schemas/organiser.json';

export interface Organiser {
  issuer: { name: string; addressLines: string[]; email: string; phone: string };
  bank: { accountName: string; accountNumber: string; bankName: string; bankAddress: string; swiftCode: string };
  /** Days from the invoice date to the due date. */
  paymentDueDays: number;
}

export const organiser = organiserJson;
