/** The form's fields as spec section 5 lists them, in its order: the fields a delegate fills, whatever staff add. */
export const specFields: readonly string[] = [
  'title',
  'familyName',
  'givenName',
  'region',
  'organizationNameSelect',
  'organizationNameInput',
  'postTitle',
  'email',
  'confirmEmail',
  'iddCode',
  'phoneNumber',
  'feeCategory',
  'joinGalaDinner',
  'dietaryPreference',
  'paymentMethod',
  'consentAcknowledge',
];
