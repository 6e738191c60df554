import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('AppErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the generic heading when a child throws while rendering', () => {
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('brings its own <main> when it sits outside the layout', () => {
    render(
      <AppErrorBoundary standalone>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Unexpected Application Error' }));
  });
});
