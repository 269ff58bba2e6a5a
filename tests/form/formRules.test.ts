import type { RJSFValidationError } from '@rjsf/utils';
import formSchema from '@schemas/form.schema.json';
import formUiSchema from '@schemas/form.uischema.json';
import { describe, expect, it } from 'vitest';

import { diallingCodes } from '../../core/model/diallingCodes';
import { regions } from '../../core/model/regionList';
import { fees } from '../../core/model/schemaData';
import { diallingMatches, diallingName } from '../../src/form/diallingText';
import { feeGrids } from '../../src/form/feeGrid';
import { fieldOrder, firstErrorField } from '../../src/form/fieldOrder';
import type { Part } from '../../src/form/formContext';
import { GENERIC_ERROR } from '../../src/form/genericError';
import { parsePeriod } from '../../src/form/loadPeriod';
import { transformErrors } from '../../src/form/transformErrors';
import { applyTransitions, initialValues } from '../../src/form/transitions';
import { uiSchemaFor } from '../../src/form/uiSchemaFor';
import {
  columnAt,
  freeTextRegion,
  listedRegion,
  rowAt,
  statusesOpening,
  statusOpening,
  statusOutside,
} from '../support/eventShape';
import { periods } from '../support/eventTimes';
import { feeAt, regionOfStatus } from '../support/schemaTexts';
import { specFields } from '../support/specFields';

const parts = formUiSchema['ui:options'].parts as Part[];
const context = { regions, fees, period: periods.first };
/** A fee of the first column in the period the context is in. */
const memberFee = feeAt(rowAt(0), columnAt(0)).value;

describe('the order of the form', () => {
  it('is the order of spec section 5, with each field of form.schema.json once', () => {
    const order = fieldOrder(parts);
    const specOrder = specFields;
    // A field staff add ("Add a simple field") sits where they place it in the UI schema.
    expect(order.filter((field) => specOrder.includes(field))).toEqual(specOrder);
    expect([...order].sort()).toEqual(Object.keys(formSchema.properties).sort());
  });

  it('finds the first field in error that is shown', () => {
    const order = fieldOrder(parts);
    const inError = new Set(['organizationNameSelect', 'organizationNameInput', 'email']);
    expect(firstErrorField(order, inError, new Set(['organizationNameSelect']))).toBe('organizationNameInput');
    expect(firstErrorField(order, new Set(), new Set())).toBeUndefined();
  });
});

describe('the section 4 transitions', () => {
  it('starts with empty strings, no dialling code and no consent', () => {
    expect(initialValues()).toEqual({ iddCode: null, consentAcknowledge: false });
  });

  it('clears both organisation fields when the region changes', () => {
    const listed = listedRegion();
    const authority = listed.authorities[0]?.name ?? '';
    const next = applyTransitions(
      { region: listed.regionName, organizationNameSelect: authority },
      { region: freeTextRegion().regionName, organizationNameSelect: authority, organizationNameInput: 'x' },
      context,
    );
    expect(next.organizationNameSelect).toBeUndefined();
    expect(next.organizationNameInput).toBeUndefined();
  });

  it('keeps a fee the new status allows and clears one it does not', () => {
    // Two statuses of the first column (the seminar's Member and Applicant), or one twice, and a status outside it.
    const [inside, alsoInside = inside] = statusesOpening(columnAt(0));
    const [member, applicant, preApplicant] = [
      inside ?? statusOpening(columnAt(0)),
      alsoInside,
      statusOutside(columnAt(0)),
    ].map((status) => regionOfStatus(status).regionName);
    const kept = applyTransitions(
      { region: member, feeCategory: memberFee },
      { region: applicant, feeCategory: memberFee },
      context,
    );
    expect(kept.feeCategory).toBe(memberFee);
    const cleared = applyTransitions(
      { region: member, feeCategory: memberFee },
      { region: preApplicant, feeCategory: memberFee },
      context,
    );
    expect(cleared.feeCategory).toBeUndefined();
  });

  describe('the dialling code a region suggests', () => {
    const withList = { ...context, diallingCodes };
    const [first, second] = regions.filter((region) =>
      diallingCodes.some((entry) => entry.alpha2 === region.id.toUpperCase()),
    );
    const codeOf = (region: (typeof regions)[number] | undefined) =>
      diallingCodes.find((entry) => entry.alpha2 === region?.id.toUpperCase())?.id;
    const noCode = regions.find((region) => !diallingCodes.some((entry) => entry.alpha2 === region.id.toUpperCase()));

    it("fills an empty dialling code with the chosen region's", () => {
      const next = applyTransitions({ iddCode: null }, { region: first?.regionName, iddCode: null }, withList);
      expect(next.iddCode).toBe(codeOf(first));
      expect(codeOf(first)).toBeDefined();
    });

    it('follows the region while the delegate has not chosen a code, and clears for a region without one', () => {
      const suggested = { region: first?.regionName, iddCode: codeOf(first) };
      expect(applyTransitions(suggested, { ...suggested, region: second?.regionName }, withList).iddCode).toBe(
        codeOf(second),
      );
      expect(applyTransitions(suggested, { ...suggested, region: noCode?.regionName }, withList).iddCode).toBeNull();
    });

    it('never replaces a code the delegate chose', () => {
      const chosen = { region: first?.regionName, iddCode: codeOf(second) };
      expect(applyTransitions(chosen, { ...chosen, region: noCode?.regionName }, withList).iddCode).toBe(
        codeOf(second),
      );
      // A code picked in the same change as the region stands too.
      const both = applyTransitions({}, { region: first?.regionName, iddCode: codeOf(second) }, withList);
      expect(both.iddCode).toBe(codeOf(second));
    });

    it('suggests nothing before the dialling list has arrived', () => {
      expect(
        applyTransitions({ iddCode: null }, { region: first?.regionName, iddCode: null }, context).iddCode,
      ).toBeNull();
    });
  });

  it('leaves everything alone when the region stays', () => {
    const values = {
      region: 'Japan',
      organizationNameSelect: 'Prefectural Governments',
      feeCategory: memberFee,
    };
    expect(applyTransitions(values, { ...values, familyName: 'Sato' }, context)).toEqual({
      ...values,
      familyName: 'Sato',
    });
  });

  it('clears the dietary preference unless the delegate joins the dinner', () => {
    expect(
      applyTransitions({}, { joinGalaDinner: 'No', dietaryPreference: 'Halal' }, context).dietaryPreference,
    ).toBeUndefined();
    expect(applyTransitions({}, { joinGalaDinner: 'Yes', dietaryPreference: 'Halal' }, context).dietaryPreference).toBe(
      'Halal',
    );
  });
});

describe('the UI schema of the moment', () => {
  it('hides widgets and errors in the UI schema without touching the staff file', () => {
    const base = { email: { 'ui:options': { inputType: 'email' } } };
    const result = uiSchemaFor(base, ['email', 'phoneNumber'], {
      hidden: new Set(['phoneNumber']),
      showsErrors: () => false,
    });
    expect(result.email).toEqual({ 'ui:options': { inputType: 'email' }, 'ui:hideError': true });
    expect(result.phoneNumber).toEqual({ 'ui:widget': 'hidden', 'ui:hideError': true });
    expect(base.email).toEqual({ 'ui:options': { inputType: 'email' } });
  });
});

describe('errors', () => {
  const error = (fields: Partial<RJSFValidationError>): RJSFValidationError => ({ stack: '', ...fields });

  it('moves a required message from the object to the missing field', () => {
    const [moved] = transformErrors([
      error({
        name: 'errorMessage',
        property: '',
        message: 'error.title.required',
        params: { errors: [{ keyword: 'required', params: { missingProperty: 'title' } }] },
      }),
    ]);
    expect(moved).toMatchObject({ property: '.title', message: 'error.title.required' });
  });

  it("drops the 'if' errors that only repeat their 'then', and gives any rule without a message the generic one", () => {
    const result = transformErrors([
      error({ name: 'if', property: '', message: 'must match "then" schema' }),
      error({ name: 'maxLength', property: '.postTitle', message: 'must NOT have more than 200 characters' }),
    ]);
    expect(result).toEqual([expect.objectContaining({ property: '.postTitle', message: GENERIC_ERROR })]);
  });
});

describe('fee grids', () => {
  it('opens only the status column of the active period', () => {
    const last = periods.second;
    const column = columnAt(1);
    const grids = feeGrids(fees, last, statusOpening(column));
    const enabled = grids.flatMap((grid) =>
      grid.cells
        .flat()
        .filter((cell) => cell?.enabled)
        .map((cell) => cell!.option.value),
    );
    expect(enabled).toEqual(fees.rows.map((row) => feeAt(row.id, column, last).value));
    expect(grids.map((grid) => grid.active)).toEqual(fees.periods.map((period) => period.id === last));
  });

  it('opens nothing while no region is chosen', () => {
    expect(
      feeGrids(fees, periods.first, undefined)
        .flatMap((grid) => grid.cells.flat())
        .some((cell) => cell?.enabled),
    ).toBe(false);
  });
});

describe('typed input', () => {
  it('finds a dialling entry by code with or without +, or by name in any language', () => {
    const hk = diallingCodes.find((entry) => entry.alpha2 === 'HK')!;
    expect(diallingMatches(hk, '852')).toBe(true);
    expect(diallingMatches(hk, '+85')).toBe(true);
    expect(diallingMatches(hk, 'hong')).toBe(true);
    expect(diallingMatches(hk, '香港')).toBe(true);
    expect(diallingMatches(hk, '44')).toBe(false);
    expect(diallingName(hk, 'zh-Hans')).toBe(hk['name-zh-Hans']);
    expect(diallingName(hk, 'en')).toBe(hk.name);
  });

  it('reads the period the server sends and refuses anything else', () => {
    expect(parsePeriod({ data: { period: periods.second } })).toBe(periods.second);
    expect(() => parsePeriod({ data: { period: 'late' } })).toThrow('Unexpected fee period');
    expect(() => parsePeriod('<html>')).toThrow('Unexpected fee period');
  });
});
