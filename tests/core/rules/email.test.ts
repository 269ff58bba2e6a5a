import addressparser from 'nodemailer/lib/addressparser';
import { describe, expect, it } from 'vitest';

import { emailAddressProblem, isEmailAddress, mailboxOf, maskedEmail } from '../../../core/rules/email';

const accepted = [
  'x@example.org',
  "o'brien+seminar@example.ie",
  'first.last@sub.example.co.uk',
  'x@bücher.example',
  '张三@例子.中国',
  'x@example.xn--fiqs8s',
];

const refused = [
  'root,x@example.org',
  'root;x@example.org',
  'x(comment)@example.org',
  '"x"@example.org',
  'Name <x@example.org>',
  'group:x@example.org',
  'x@[127.0.0.1]',
  'x\\y@example.org',
  'x y@example.org',
  'x\u3000y@example.org',
  'x@example.org\u200b',
  'x\u202e@example.org',
  'x..y@example.org',
  '.x@example.org',
  'x@example',
  'x@example.o',
  'x@-example.org',
  'x@exa_mple.org',
  'x@1.2.3.4',
  '',
  `${'x'.repeat(190)}@example.org`,
];

describe('the e-mail rule', () => {
  it.each(accepted)('takes %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(refused)('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
    expect(mailboxOf(address)).toBeUndefined();
  });

  it('takes only addresses the mailer reads as one mailbox, exactly as written', () => {
    for (const address of accepted) expect(addressparser(address)).toEqual([{ address, name: '' }]);
  });

  it('gives one mailbox for the spellings a mailer sends to the same place', () => {
    expect(mailboxOf('X@Bücher.Example')).toBe('x@xn--bcher-kva.example');
    expect(mailboxOf('x@XN--BCHER-KVA.example')).toBe('x@xn--bcher-kva.example');
    expect(mailboxOf('x@ｅｘａｍｐｌｅ.org')).toBe('x@example.org');
    // A precomposed and a decomposed accent.
    expect(mailboxOf('jos\u00e9@example.org')).toBe(mailboxOf('jose\u0301@example.org'));
  });
});

describe('the message for a typed address', () => {
  it('names the form message: required when empty, invalid when the rule refuses it, none when it may be sent', () => {
    expect(emailAddressProblem('')).toBe('error.email.required');
    expect(emailAddressProblem('root,x@example.org')).toBe('error.email.invalid');
    expect(emailAddressProblem(`${'a'.repeat(190)}@example.org`)).toBe('error.email.invalid');
    expect(emailAddressProblem('mei-ling@bücher.de')).toBeUndefined();
  });
});

describe('an address shown to someone who may not own it', () => {
  it.each([
    ['jane.doe@mail.example.org', 'j***@m***.org'],
    ['a@b.co', 'a***@b***.co'],
    ['張偉@例子.中国', '張***@例***.中国'],
  ])('shows %s as %s: its first letters and its last label', (address, masked) => {
    expect(maskedEmail(address)).toBe(masked);
  });
});
