import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { renderAppAtPath } from '../testing/renderAppAtPath';
import { ErrorPage } from './ErrorPage';

function Crash(): never {
  throw new Error('Cannot read the portfolio');
}

describe('ErrorPage', () => {
  beforeEach(() => {
    // React and the router log the caught error; that noise is the behaviour under test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a render error as the 500 page with its message', async () => {
    renderAppAtPath([{ path: '/', ErrorBoundary: ErrorPage, Component: Crash }], '/app');

    expect(await screen.findByRole('heading', { level: 1, name: '500 Error' })).toBeInTheDocument();
    expect(screen.getByText('Internal Error.')).toBeInTheDocument();
    expect(screen.getByText('Cannot read the portfolio')).toBeInTheDocument();
    expect(screen.getByText(/at Crash/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to website' })).toHaveAttribute('href', '/app');
  });

  it('shows a failed screen download by its message alone', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: /app/assets/Broker.js');
    failed.stack = `TypeError: ${failed.message}`;
    const routes = [{ path: '/', ErrorBoundary: ErrorPage, lazy: () => Promise.reject(failed) }];
    renderAppAtPath(routes, '/app');

    expect(await screen.findByText(failed.message)).toBeInTheDocument();
    expect(screen.queryByText(failed.stack)).not.toBeInTheDocument();
  });

  it('describes an error response by its status', async () => {
    const routes = [
      {
        path: '/',
        ErrorBoundary: ErrorPage,
        loader: () => {
          throw data('maintenance', { status: 503, statusText: 'Service Unavailable' });
        },
        Component: () => null,
      },
    ];
    renderAppAtPath(routes, '/app');

    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
