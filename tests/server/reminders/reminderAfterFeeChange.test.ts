/**
 * A reminder asks for the ledger's balance: a registration paid twice over has its surplus made due back, a manager
 * then raises its fee, and the reminder the delegate receives asks for the same balance their page shows.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import { formatMoney } from '../../../core/i18n/moneyText';
import { smtpTransport } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { text } from '../../support/schemaTexts';
import { memberFees, paidTwiceThenRaised } from '../feeChange/feeChangeFixtures';
import { eventually } from '../helpers/eventually';
import { managerServerForSuite } from '../helpers/managerServer';
import { senderLinks } from '../helpers/senderLinks';
import { type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { onDefaultStore } from '../helpers/stores';
import { Client } from '../helpers/testServer';

const { cheapest, dearest } = memberFees();

onDefaultStore((database) => {
  const suite = managerServerForSuite(database);
  let delegate: Client;
  let sink: SmtpSink;
  let sender: OutboxSender;

  beforeAll(async () => {
    delegate = new Client(suite.server.baseUrl);
    await delegate.handshake();
    sink = await startSmtpSink();
    sender = startOutboxSender({
      store: database().store,
      transport: smtpTransport(sink.url),
      from: 'Seminar <seminar@example.org>',
      font: undefined,
      ...senderLinks('https://seminar.example.org'),
    });
  });

  afterAll(async () => {
    await sender?.stop();
    await sink?.stop();
  });

  it('after a surplus made due back and a rise of the fee, the reminder asks for the balance the delegate’s page shows', async () => {
    const { id, token, email } = await paidTwiceThenRaised(delegate, database().db, suite.manager, 'reminder-rise');

    const view = (await (await delegate.get(`/web/delegate/${token}`)).json()) as DelegateView;
    const balance = view.balanceDue;
    if (!balance) throw new Error('the delegate’s page shows no balance due');

    expect((await suite.manager.post(`/staff/api/registrations/${id}/send-reminder`, {})).status).toBe(200);
    const subject = text('email.paymentReminder.subject', { reference: view.reference });
    const reminders = await eventually(
      () => sink.received.filter((mail) => mail.subject === subject),
      (mails) => mails.length > 0,
    );
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder.to && !Array.isArray(reminder.to) ? reminder.to.text : '').toBe(email);
    const amount = formatMoney(balance.amount, balance.currency, 'en');
    const fee = formatMoney(dearest.price, balance.currency, 'en');
    // What the fee holds is what it was paid once: the surplus is the payer's, on its way back.
    const held = formatMoney(cheapest.price, balance.currency, 'en');
    expect(reminder.text).toContain(
      text('email.paymentReminder.partIntro', { reference: view.reference, amount, received: held, fee }),
    );
    // "Please pay {amount} by bank transfer": the sentence up to the amount, whatever the due day.
    const payment = text('email.paymentReminder.payment', {
      amount,
      reference: view.reference,
      dueDate: '',
      invoiceNumber: '',
    });
    expect(reminder.text).toContain(payment.slice(0, payment.indexOf(amount) + amount.length));
  });
});
