/**
 * How each state looks in a chart: a colour of at least 4.5:1 on white, and a texture of its own (solid, stripes, dots,
 * cross-hatch) so that the states tell apart without colour too.
 */
import type { ChartState } from '../../../core/rules/eventStatistics';

export interface StateLook {
  colour: string;
  /** White marks drawn over the colour, in a 8 by 8 tile; none for a solid fill. */
  marks?: 'stripes' | 'dots' | 'crosses';
}

export const stateLooks: Record<ChartState, StateLook> = {
  paid: { colour: '#14622e' },
  awaiting_payment: { colour: '#8a4b00', marks: 'stripes' },
  checkout_expired: { colour: '#4a4f8c', marks: 'dots' },
  cancelled: { colour: '#a3233a', marks: 'crosses' },
};

/** An id usable in url(#…): React's ids carry characters a fragment would need escaped. */
export function patternId(prefix: string, state: ChartState): string {
  return `${prefix.replace(/[^A-Za-z0-9_-]/g, '')}-${state}`;
}
