import formSchema from '@schemas/form.schema.json';

import { fieldTableOf } from './fieldTable';

/** The field table of schemas/form.schema.json: how each field of the form travels to the server. */
export const formFieldTable = fieldTableOf(formSchema);
