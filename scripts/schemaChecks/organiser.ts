import { isNonEmptyString, isObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'organiser.json';

// The name in each language the e-mails are written in (English's is `name`), which sign with it.
const issuerTexts = (languages: readonly string[]) => [
  'name',
  ...languages.filter((tag) => tag !== 'en').map((tag) => `name-${tag}`),
  'email',
  'phone',
];
const bankTexts = ['accountName', 'accountNumber', 'bankName', 'bankAddress', 'swiftCode'] as const;

/** The issuer's address and the bank details printed on invoices and e-mails: every line present, the SWIFT code well formed. */
export function checkOrganiser(organiser: unknown, languages: readonly string[]): Problem[] {
  if (!isObject(organiser)) return [problem(file, '/', 'should be an object with issuer, bank and paymentDueDays')];
  const problems: Problem[] = [];
  const { issuer, bank } = organiser;
  if (!isObject(issuer)) {
    problems.push(
      problem(
        file,
        pointer('issuer'),
        `is ${shown(issuer)}, and should hold the invoice issuer's name, addressLines, email and phone`,
      ),
    );
  } else {
    for (const key of issuerTexts(languages)) {
      if (!isNonEmptyString(issuer[key]))
        problems.push(problem(file, pointer('issuer', key), `is ${shown(issuer[key])}, and should be text`));
    }
    if (isNonEmptyString(issuer.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(issuer.email)) {
      problems.push(
        problem(file, pointer('issuer', 'email'), `is ${shown(issuer.email)}, and should be an e-mail address`),
      );
    }
    problems.push(...checkAddressLines(issuer.addressLines, 'addressLines'));
    // Each other language's documents print the address in that language: without its lines they would print the
    // English ones in a Chinese or French letterhead, so a language the site offers must have them.
    for (const language of languages.filter((tag) => tag !== 'en' && issuer[`addressLines-${tag}`] === undefined))
      problems.push(
        problem(
          file,
          pointer('issuer', `addressLines-${language}`),
          `is missing, and should be the issuer's address as the "${language}" invoices, receipts and letters print it, a list of lines`,
        ),
      );
    for (const key of Object.keys(issuer).filter((name) => name.startsWith('addressLines-'))) {
      const language = key.slice('addressLines-'.length);
      if (language === 'en' || !languages.includes(language))
        problems.push(
          problem(
            file,
            pointer('issuer', key),
            `is the address in "${language}", which is none of the site's other languages (${languages.filter((locale) => locale !== 'en').join(', ')}): rename it or remove it`,
          ),
        );
      else problems.push(...checkAddressLines(issuer[key], key));
    }
  }
  if (!isObject(bank)) {
    problems.push(
      problem(
        file,
        pointer('bank'),
        `is ${shown(bank)}, and should hold accountName, accountNumber, bankName, bankAddress and swiftCode`,
      ),
    );
  } else {
    for (const key of bankTexts) {
      if (!isNonEmptyString(bank[key]))
        problems.push(problem(file, pointer('bank', key), `is ${shown(bank[key])}, and should be text`));
    }
    // ISO 9362: 4 letters (bank), 2 letters (country), 2 letters or digits (place), optionally 3 more (branch).
    if (isNonEmptyString(bank.swiftCode) && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bank.swiftCode)) {
      problems.push(
        problem(
          file,
          pointer('bank', 'swiftCode'),
          `is ${shown(bank.swiftCode)}, and should be a SWIFT/BIC code of 8 or 11 capital letters and digits such as "HSBCHKHHHKH"`,
        ),
      );
    }
  }
  const days = organiser.paymentDueDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 365) {
    problems.push(
      problem(
        file,
        pointer('paymentDueDays'),
        `is ${shown(days)}, and should be a whole number of days from 1 to 365 (the invoice's payment term)`,
      ),
    );
  }
  problems.push(...checkStatementCsv(organiser.bankStatementCsv));
  if (organiser.signatory !== undefined) problems.push(...checkSignatory(organiser.signatory, languages));
  return problems;
}

/**
 * Who signs the certificates and letters, when the event names someone: a name, and a title in every language the
 * documents are printed in (a name is the same in most scripts, so 'name-<language>' is only where it differs).
 */
function checkSignatory(signatory: unknown, languages: readonly string[]): Problem[] {
  if (!isObject(signatory))
    return [
      problem(
        file,
        pointer('signatory'),
        `is ${shown(signatory)}, and should hold the name and title printed under the certificates' signature line`,
      ),
    ];
  const wanted = ['name', 'title', ...languages.filter((tag) => tag !== 'en').map((tag) => `title-${tag}`)];
  const problems = wanted
    .filter((key) => !isNonEmptyString(signatory[key]))
    .map((key) => problem(file, pointer('signatory', key), `is ${shown(signatory[key])}, and should be text`));
  for (const key of Object.keys(signatory).filter((name) => !wanted.includes(name))) {
    const language = /^name-(.+)$/.exec(key)?.[1];
    if (language === undefined || language === 'en' || !languages.includes(language))
      problems.push(
        problem(
          file,
          pointer('signatory', key),
          `is not a text the documents print: use name, title, and title-<language> or name-<language> for ${languages.filter((tag) => tag !== 'en').join(', ')}`,
        ),
      );
    else if (!isNonEmptyString(signatory[key]))
      problems.push(problem(file, pointer('signatory', key), `is ${shown(signatory[key])}, and should be text`));
  }
  return problems;
}

/** An address as a list of non-empty lines. */
function checkAddressLines(lines: unknown, key: string): Problem[] {
  if (!Array.isArray(lines) || lines.length === 0)
    return [problem(file, pointer('issuer', key), `is ${shown(lines)}, and should be a list of the address's lines`)];
  return lines.flatMap((line, index) =>
    isNonEmptyString(line)
      ? []
      : [problem(file, pointer('issuer', key, index), `is ${shown(line)}, and should be a line of text`)],
  );
}

/** The columns of the bank's CSV export that the statement import reads (server/bankImport/csvStatement.ts). */
function checkStatementCsv(mapping: unknown): Problem[] {
  const where = (...path: string[]) => pointer('bankStatementCsv', ...path);
  if (!isObject(mapping))
    return [
      problem(file, where(), `is ${shown(mapping)}, and should say the bank CSV's delimiter, dateFormat and columns`),
    ];
  const problems: Problem[] = [];
  if (typeof mapping.delimiter !== 'string' || mapping.delimiter.length !== 1)
    problems.push(
      problem(file, where('delimiter'), `is ${shown(mapping.delimiter)}, and should be one character such as ","`),
    );
  if (mapping.dateFormat !== 'YYYY-MM-DD' && mapping.dateFormat !== 'DD/MM/YYYY')
    problems.push(
      problem(file, where('dateFormat'), `is ${shown(mapping.dateFormat)}, and should be "YYYY-MM-DD" or "DD/MM/YYYY"`),
    );
  const columns = mapping.columns;
  if (!isObject(columns)) {
    problems.push(
      problem(
        file,
        where('columns'),
        `is ${shown(columns)}, and should name the date, amount, currency and text columns`,
      ),
    );
    return problems;
  }
  for (const key of ['date', 'amount', 'currency', 'text']) {
    if (!isNonEmptyString(columns[key]))
      problems.push(
        problem(
          file,
          where('columns', key),
          `is ${shown(columns[key])}, and should be the heading of that column in the bank's CSV`,
        ),
      );
  }
  if (columns.reference !== undefined && !isNonEmptyString(columns.reference))
    problems.push(
      problem(
        file,
        where('columns', 'reference'),
        `is ${shown(columns.reference)}, and should be a column heading, or left out`,
      ),
    );
  return problems;
}
