import { useMemo } from 'react';

import type { Fees, Period, Region, RegistrationValues } from '../../core/model/types';
import { allowedFeeColumns, totalFee } from '../../core/rules/fees';
import { findRegion, memberStatusOf } from '../../core/rules/memberStatus';
import { organisationOptions } from '../../core/rules/organisation';
import { conditionsOf } from './conditions';
import { feeGrids } from './feeGrid';
import type { DiallingEntries, RegFormContext } from './formContext';
import type { DiallingList } from './lazyData';

export interface FormContextInput {
  values: RegistrationValues;
  period: Period;
  fees: Fees;
  regions: Region[];
  /** Undefined until the list has arrived. */
  diallingList: DiallingList | undefined;
  locale: string;
}

/**
 * What the widgets are given for these values, every rule applied here so they only draw the result. Each part is
 * kept while what it derives from is unchanged, so typing a name does not draw the fee grid or the lists again.
 */
export function useFormContext({
  values,
  period,
  fees,
  regions,
  diallingList,
  locale,
}: FormContextInput): RegFormContext {
  const region = findRegion(regions, values.region);
  const status = memberStatusOf(region);
  const grids = useMemo(() => feeGrids(fees, period, status), [fees, period, status]);
  const feeColumns = useMemo(() => allowedFeeColumns(fees, status), [fees, status]);
  const total = totalFee(fees, values.feeCategory);
  const organisations = useMemo(() => organisationOptions(region), [region]);
  const dialling = useMemo<DiallingEntries>(
    () => ({
      entries: diallingList?.entries ?? [],
      nameOf: (entry) => diallingList?.nameIn(entry, locale) ?? entry.name,
      locale,
      matches: diallingList?.matches ?? (() => true),
    }),
    [diallingList, locale],
  );
  const { regionChosen, bankChosen } = conditionsOf(values);
  return useMemo(
    () => ({
      period,
      fees,
      feeGrids: grids,
      feeRegion: region,
      feeColumns,
      total,
      regions,
      organisationOptions: organisations,
      dialling,
      conditions: { regionChosen, bankChosen },
    }),
    [period, fees, grids, region, feeColumns, total, regions, organisations, dialling, regionChosen, bankChosen],
  );
}
