/**
 * The e-mails the delegate asks for on their page: the link to it once more, the confirmation of a new address, and
 * the notice to the address a confirmed change replaced.
 */
import {
  delegateLinkBlocks,
  emailChangeBlocks,
  emailChangeNoticeBlocks,
  emailChangeOf,
  emailUndoOf,
} from '../mail/delegateBlocks';
import type { MessageDefinition } from '../mail/MessageDefinition';

export const delegateLink: MessageDefinition = {
  subjectKey: 'email.delegateLink.subject',
  // The body is the link itself.
  personalLink: false,
  blocks: delegateLinkBlocks,
};

export const emailChangeConfirmation: MessageDefinition = {
  subjectKey: 'email.emailChange.subject',
  /**
   * An e-mail change takes effect only once the owner of the new address opens the link, so the confirmation goes to
   * that address, and carries no link to the page (its owner is not yet known to be the delegate).
   */
  recipient: (registeredEmail, details) => emailChangeOf(details).newEmail || registeredEmail,
  personalLink: false,
  blocks: emailChangeBlocks,
};

export const emailChangeNotice: MessageDefinition = {
  subjectKey: 'email.emailChangeNotice.subject',
  // To the replaced address, also when staff resend it (a resend goes to the registration's address of the moment,
  // which is the new one). Never the page's link: that address holds the registration only once it undoes the change.
  recipient: (registeredEmail, details) => emailUndoOf(details).oldEmail || registeredEmail,
  personalLink: false,
  blocks: emailChangeNoticeBlocks,
};
