/**
 * camt.053 statements written by hand to the ISO 20022 schema (BankToCustomerStatementV08): group header, one
 * statement with its account and balances, and booked entries, each with its transaction details and remittance. The
 * account is in the event's currency (schemas/fees.json), its days those of the tests' registrations.
 */
import { fees } from '../../../core/model/schemaData';
import { addDays, registrationDay } from '../../support/eventTimes';

/** The day an entry is booked unless it says otherwise: two days after the tests' registrations are kept. */
export const bookedOn = addDays(registrationDay, 2);
const madeOn = addDays(bookedOn, 1);

export interface CamtEntry {
  amount: string;
  currency?: string;
  /** CRDT (money in) or DBIT. */
  direction?: 'CRDT' | 'DBIT';
  bookedOn?: string;
  /** The bank's reference of the entry; left out, the importer keys the entry by its content. */
  bankReference?: string;
  remittance: string;
}

function entryXml(entry: CamtEntry, index: number): string {
  const currency = entry.currency ?? fees.currency;
  const reference = entry.bankReference ? `\n        <AcctSvcrRef>${entry.bankReference}</AcctSvcrRef>` : '';
  return `
      <Ntry>
        <NtryRef>${index + 1}</NtryRef>
        <Amt Ccy="${currency}">${entry.amount}</Amt>
        <CdtDbtInd>${entry.direction ?? 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${entry.bookedOn ?? bookedOn}</Dt></BookgDt>
        <ValDt><Dt>${entry.bookedOn ?? bookedOn}</Dt></ValDt>${reference}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="${currency}">${entry.amount}</Amt>
            <RltdPties><Dbtr><Pty><Nm>Remitter ${index + 1}</Nm></Pty></Dbtr></RltdPties>
            <RmtInf><Ustrd>${entry.remittance}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

/** A whole statement of `entries`, with the statement's id and the account it is of. */
export function camt053(entries: readonly CamtEntry[], statementId = `STMT-${bookedOn.slice(0, 7)}`): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>${statementId}-MSG</MsgId>
      <CreDtTm>${madeOn}T08:00:00Z</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <ElctrncSeqNb>9</ElctrncSeqNb>
      <CreDtTm>${madeOn}T08:00:00Z</CreDtTm>
      <FrToDt><FrDtTm>${registrationDay}T00:00:00Z</FrDtTm><ToDtTm>${bookedOn}T23:59:59Z</ToDtTm></FrToDt>
      <Acct>
        <Id><Othr><Id>000-000000-001</Id></Othr></Id>
        <Ccy>${fees.currency}</Ccy>
        <Svcr><FinInstnId><BICFI>EXAMHKHHXXX</BICFI></FinInstnId></Svcr>
      </Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="${fees.currency}">0.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>${registrationDay}</Dt></Dt>
      </Bal>${entries.map(entryXml).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
