import type { ComponentType } from 'react';
import type { RegistrationValues } from '../src/model/types';
import BankTransferBox from './BankTransferBox';
import type { BlockProps } from './blockProps';
import type { BlockKey, ConditionKey } from './registryKeys';
import TotalFee from './TotalFee';

/** The blocks a part may place by key. */
export const blocks: Record<string, ComponentType<BlockProps>> = {
  TotalFee,
  BankTransferBox,
} satisfies Record<BlockKey, ComponentType<BlockProps>>;

/** The conditions a note or block may wait for by key. */
export const conditions: Record<string, (values: RegistrationValues) => boolean> = {
  regionChosen: (values) => Boolean(values.region),
  bankChosen: (values) => values.paymentMethod === 'bank',
} satisfies Record<ConditionKey, (values: RegistrationValues) => boolean>;
