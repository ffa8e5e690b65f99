import { screen } from '@testing-library/react';
import { renderAtPath } from '../testing/renderAtPath';
import { routes } from './routes';

describe('NotFoundPage', () => {
  it('answers an unknown route with the spec texts and a way back to /app', async () => {
    renderAtPath(routes, '/app/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Page not found.')).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for might have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to website' })).toHaveAttribute('href', '/app');
  });
});
