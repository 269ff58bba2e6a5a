/**
 * Messages spec section 5 defines though no rule of this form shows them yet ("Defined but unused messages"): named
 * here so check:schemas keeps them, and a rule that needs one finds its text in every language.
 */
export const reservedMessages = ['error.emailValid', 'error.businessEmail', 'error.promoCode'] as const;
