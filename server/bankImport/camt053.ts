/**
 * Reads the credits of an ISO 20022 camt.053 bank-to-customer statement (any version, 001.02 to 001.13) with
 * fast-xml-parser: booked credit entries, one credit per transaction of a batch entry that itemises its amounts.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

import type { StatementCredit } from '../../core/rules/bankMatching';
import { isCalendarDay } from './calendarDay';
import { lineKeys } from './entryKeys';
import { StatementError } from './statementError';

type Node = Record<string, unknown>;

const listTags = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // No entity of the file's own DOCTYPE is expanded: a statement has none, and expansion is how XML bombs work.
  processEntities: false,
  isArray: (name) => listTags.has(name),
});

function node(value: unknown): Node | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined;
}

function list(value: unknown): Node[] {
  return Array.isArray(value) ? value.map(node).filter((item): item is Node => item !== undefined) : [];
}

/** The text of an element that may carry attributes (`<Amt Ccy="USD">10.00</Amt>`). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const inner = node(value)?.['#text'];
  return typeof inner === 'string' ? inner : '';
}

function at(root: unknown, ...path: string[]): unknown {
  let current: unknown = root;
  for (const step of path) current = Array.isArray(current) ? node(current[0])?.[step] : node(current)?.[step];
  return current;
}

function amountOf(value: unknown): { amount: number; currency: string } | undefined {
  const raw = text(value);
  const currency = node(value)?.['@_Ccy'];
  if (!/^\d{1,12}(\.\d{1,5})?$/.test(raw) || typeof currency !== 'string') return undefined;
  return { amount: Number(raw), currency };
}

/** What the delegate wrote: the unstructured lines and any structured creditor reference, joined. */
function remittanceText(transaction: Node | undefined): string {
  const information = node(transaction?.RmtInf);
  const unstructured = (Array.isArray(information?.Ustrd) ? information.Ustrd : []).map(text);
  const structured = list(information?.Strd).map((item) => text(at(item, 'CdtrRefInf', 'Ref')));
  return [...unstructured, ...structured, text(at(transaction, 'AddtlTxInf'))].filter(Boolean).join(' ');
}

function isBooked(entry: Node): boolean {
  const status = entry.Sts;
  const code = typeof status === 'string' ? status : text(node(status)?.Cd);
  return code === '' || code === 'BOOK';
}

interface Draft extends Omit<StatementCredit, 'entryKey'> {
  ownKey?: string;
}

/** Deeper than any camt.053 (about 12 levels): the parsers recurse, and 100,000 levels would exhaust the stack. */
const maxDepth = 64;

/** How deep the elements nest, counted over the tags alone so that it runs before any parser does. */
function nestingDepth(xml: string): number {
  let depth = 0;
  let deepest = 0;
  for (const tag of xml.matchAll(/<(\/?)[A-Za-z_][^>]*?(\/?)>/g)) {
    if (tag[1]) depth -= 1;
    else if (!tag[2]) depth += 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** The statement's credits; throws StatementError when the file is not a camt.053 statement. */
export function readCamt053(xml: string): StatementCredit[] {
  // A statement declares no DOCTYPE; one is how external entities and entity expansion get in.
  if (/<!DOCTYPE/i.test(xml)) throw new StatementError('doctype');
  if (nestingDepth(xml) > maxDepth) throw new StatementError('tooDeep', { max: maxDepth });
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new StatementError('notWellFormed', { line: valid.err.line, detail: valid.err.msg });
  }
  const document: unknown = parser.parse(xml);
  const statements = list(at(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (!node(at(document, 'Document', 'BkToCstmrStmt'))) throw new StatementError('notCamt');
  const drafts: Draft[] = [];
  for (const statement of statements) {
    const account =
      text(at(statement, 'Acct', 'Id', 'IBAN')) || text(at(statement, 'Acct', 'Id', 'Othr', 'Id')) || 'account';
    for (const entry of list(statement.Ntry)) {
      if (text(entry.CdtDbtInd) !== 'CRDT' || text(entry.RvslInd) === 'true' || !isBooked(entry)) continue;
      const bookedOn = (
        text(at(entry, 'BookgDt', 'Dt')) ||
        text(at(entry, 'BookgDt', 'DtTm')) ||
        text(at(entry, 'ValDt', 'Dt'))
      ).slice(0, 10);
      const entryAmount = amountOf(entry.Amt);
      if (!entryAmount) throw new StatementError('creditIncomplete');
      if (!isCalendarDay(bookedOn)) throw new StatementError('notCalendarDay', { day: bookedOn.slice(0, 10) });
      const entryReference = text(entry.AcctSvcrRef) || text(entry.NtryRef);
      const transactions = list(entry.NtryDtls).flatMap((details) => list(details.TxDtls));
      const itemised = transactions.length > 1 && transactions.every((item) => amountOf(item.Amt));
      const parts = itemised ? transactions : [transactions[0]];
      parts.forEach((transaction, index) => {
        const amount = itemised ? amountOf(transaction?.Amt)! : entryAmount;
        const transactionReference = text(at(transaction, 'Refs', 'AcctSvcrRef'));
        const reference = transactionReference || entryReference;
        drafts.push({
          ...amount,
          bookedOn,
          text: remittanceText(transaction),
          bankReference: reference || text(at(transaction, 'Refs', 'EndToEndId')),
          ownKey: reference
            ? `camt:${account}:${reference}${itemised && !transactionReference ? `:${index}` : ''}`
            : undefined,
        });
      });
    }
  }
  const digests = lineKeys(
    'camt',
    drafts.map((draft) => [draft.bookedOn, draft.amount, draft.currency, draft.text].join('|')),
  );
  return drafts.map(({ ownKey, ...credit }, index) => ({ ...credit, entryKey: ownKey ?? digests[index] }));
}
