import type { ComponentType } from 'react';

import BankTransferBox from './BankTransferBox';
import type { BlockProps } from './support/blockProps';
import type { BlockKey } from './support/registryKeys';
import TotalFee from './TotalFee';

/** The blocks a part may place by key. */
export const blocks: Record<string, ComponentType<BlockProps>> = {
  TotalFee,
  BankTransferBox,
} satisfies Record<BlockKey, ComponentType<BlockProps>>;
