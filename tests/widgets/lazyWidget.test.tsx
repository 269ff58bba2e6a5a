import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { lazyWidget } from '../../widgets/support/lazyWidget';

interface Props {
  label: string;
}

describe('a widget whose code loads after the form', () => {
  it('shows its stand-in first, then the real widget once the code has arrived', async () => {
    let arrive: (module: { default: (props: Props) => ReactElement }) => void = () => undefined;
    const Widget = lazyWidget<Props>(
      () => new Promise((resolve) => (arrive = resolve)),
      ({ label }) => <p>loading {label}</p>,
    );
    render(<Widget label="region" />);
    expect(screen.getByText('loading region')).toBeInTheDocument();
    arrive({ default: ({ label }) => <p>ready {label}</p> });
    expect(await screen.findByText('ready region')).toBeInTheDocument();
  });

  it('renders the real widget at once when the code was preloaded', async () => {
    const Widget = lazyWidget<Props>(
      () => Promise.resolve({ default: ({ label }: Props) => <p>ready {label}</p> }),
      () => <p>loading</p>,
    );
    await Widget.preload();
    render(<Widget label="code" />);
    expect(screen.getByText('ready code')).toBeInTheDocument();
  });
});
