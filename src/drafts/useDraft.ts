import formSchemaJson from '@schemas/form.schema.json';
import { useCallback, useEffect, useRef, useState } from 'react';

import { fees } from '../../core/model/schemaData';
import type { Period, RegistrationValues } from '../../core/model/types';
import { regionList } from '../form/lazyData';
import { initialValues } from '../form/transitions';
import { clearDraft, readDraft, saveDraft } from './draftStorage';
import type { DraftProperty } from './validDraft';

export interface DraftState {
  /** Values for the form to take: the restored draft, or empty ones after "Start again". */
  replaceValues: RegistrationValues | undefined;
  /** Whether a draft was restored and the notice should say so. */
  restored: boolean;
  /** Keeps every change as the tab's draft. */
  onValuesChange: (values: RegistrationValues) => void;
  /** Forgets the draft and empties the form. */
  startAgain: () => void;
}

const properties = (formSchemaJson as { properties: Record<string, DraftProperty> }).properties;

/**
 * The tab's draft: restored once the lists it is checked against have arrived (just after the form), unless the
 * delegate has started typing by then; every change is kept again.
 */
export function useDraft(period: Period): DraftState {
  const [replaceValues, setReplaceValues] = useState<RegistrationValues>();
  const [restored, setRestored] = useState(false);
  const typed = useRef(false);
  const periodNow = useRef(period);
  periodNow.current = period;

  useEffect(() => {
    const stored = readDraft();
    if (stored === undefined) return;
    let current = true;
    void Promise.all([regionList.load(), import('../../core/model/diallingCodes'), import('./validDraft')]).then(
      ([regions, { diallingCodes }, { validDraft }]) => {
        if (!current || typed.current) return;
        const values = validDraft(stored, { regions, diallingCodes, fees, period: periodNow.current, properties });
        if (!values) {
          clearDraft();
          return;
        }
        saveDraft(values);
        setReplaceValues(values);
        setRestored(true);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const onValuesChange = useCallback((values: RegistrationValues) => {
    typed.current = true;
    saveDraft(values);
  }, []);

  const startAgain = useCallback(() => {
    clearDraft();
    setReplaceValues(initialValues());
    setRestored(false);
  }, []);

  return { replaceValues, restored, onValuesChange, startAgain };
}
