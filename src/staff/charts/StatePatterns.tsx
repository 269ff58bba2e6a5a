import { chartStates } from '../../../core/rules/eventStatistics';
import { patternId, stateLooks } from './stateLooks';

/** The SVG fills of the states (stateLooks.ts), defined once per picture under `prefix`. */
export default function StatePatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      {chartStates.map((state) => {
        const { colour, marks } = stateLooks[state];
        return (
          <pattern key={state} id={patternId(prefix, state)} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={colour} />
            {marks === 'stripes' && <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke="#fff" strokeWidth="1.5" />}
            {marks === 'dots' && <circle cx="4" cy="4" r="1.6" fill="#fff" />}
            {marks === 'crosses' && <path d="M0,0 L8,8 M8,0 L0,8" stroke="#fff" strokeWidth="1.2" />}
          </pattern>
        );
      })}
    </defs>
  );
}
