/**
 * The message key every error without a message of its own falls back to ('{field} is not valid.'). A file of its own
 * so the form can name it without loading the error transformation, which comes with the validator.
 */
export const GENERIC_ERROR = 'error.generic';
