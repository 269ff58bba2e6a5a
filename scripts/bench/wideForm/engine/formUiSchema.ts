/** Stands in for `@schemas/form.uischema.json` in the engine's benchmark page (scripts/bench/wideForm/wideFormPages.ts). */
import { wideForm } from '../wideFormSchema';

export default wideForm.uiSchema;
