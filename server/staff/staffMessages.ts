/** What the staff API says about a request; the console shows its own texts (schemas/messages/en.json, staff.*). */
export const staffMessages = {
  signInFailed: 'The email or password is not right.',
  signInLocked: (minutes: number) =>
    `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signedOut: 'You are not signed in, or your session has ended. Please sign in again.',
  csrfMismatch: 'This page is out of date. Please reload it and try again.',
  managersOnly: 'Only a manager may do this.',
  registrationNotFound: 'There is no such registration.',
  messageNotFound: 'There is no such e-mail for this registration.',
  alreadyPaid: 'This registration is already paid: nothing was changed and no e-mail was sent.',
  transferAlreadyBooked:
    'This transfer (its bank reference) is already booked on this registration: nothing was changed.',
  alreadyCancelled: 'This registration is already cancelled: nothing was changed and no e-mail was sent.',
  nothingToRemind: 'This registration is paid or cancelled: no reminder was sent.',
  badQuery: (name: string) => `The ${name} parameter is not valid.`,
} as const;
