import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';

import type { RegistrationValues } from '../core/model/types';
import type { Part, RegFormContext } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import { blocks } from './blocks';

/** Lays the form out as Parts A-E: each a fieldset with its legend, fields, notes and blocks in the UI schema's order. */
export default function PartLayout(props: ObjectFieldTemplateProps<RegistrationValues, RJSFSchema, RegFormContext>) {
  const { properties, uiSchema, registry } = props;
  const t = useText();
  const parts = (getUiOptions(uiSchema).parts ?? []) as Part[];
  const byName = new Map(properties.map((property) => [property.name, property]));
  const holds = (when: string | undefined) => when === undefined || registry.formContext.conditions[when] === true;

  return (
    <>
      {parts.map((part) => (
        <fieldset key={part.id} className="part" id={`part-${part.id}`}>
          <legend className="part__legend">{t(part.legend)}</legend>
          {part.content.map((entry, index) => {
            if ('field' in entry) {
              const property = byName.get(entry.field);
              return property && !property.hidden ? <div key={entry.field}>{property.content}</div> : null;
            }
            if ('note' in entry) {
              return holds(entry.when) ? (
                <p key={index} className="note">
                  {t(entry.note)}
                </p>
              ) : null;
            }
            if ('notes' in entry) {
              return (
                <div key={index} className="notes">
                  {entry.title ? <p className="notes__title">{t(entry.title)}</p> : null}
                  <ul>
                    {entry.notes.map((note) => (
                      <li key={note}>{t(note)}</li>
                    ))}
                  </ul>
                </div>
              );
            }
            const Block = blocks[entry.block];
            return Block && holds(entry.when) ? <Block key={index} formContext={registry.formContext} /> : null;
          })}
        </fieldset>
      ))}
    </>
  );
}
