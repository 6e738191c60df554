import { screen } from '@testing-library/react';
import { answerFetch, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';

describe('unsubscribe page', () => {
  it('shows the loading indicator, posts the token and confirms', async () => {
    let answer!: (response: Response) => void;
    answerFetch(new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/unsubscribe?token=abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText('Unsubscribing...').closest('[role=status]')).toHaveClass('loading-dots');
    expect(document.title).toBe('Unsubscribe | Blood Donation');
    expect(fetchCall()).toMatchObject({ url: '/api/newsletter/unsubscribe', init: { method: 'POST' }, body: { token: 'abc123' } });
    answer(jsonResponse(200, { message: 'Unsubscribed' }));
    expect(await screen.findByText('You have been unsubscribed from the newsletter.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message on 404", async () => {
    answerFetch(jsonResponse(404, { statusCode: 404, message: 'This unsubscribe link is not valid.' }));
    renderApp('/unsubscribe?token=nope');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
  });

  it('says it failed when there is no answer', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    renderApp('/unsubscribe?token=abc123');
    expect(await screen.findByText('Unsubscribing failed. Please try again later.')).toBeInTheDocument();
  });

  it('explains a link without its token, asks nothing of the server and leads back home', async () => {
    renderApp('/unsubscribe');
    expect(await screen.findByText(/^This link is missing/)).toHaveTextContent('This link is missing its unsubscribe code. Please open the link from your newsletter email again.');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leads back home after a wrong link too', async () => {
    answerFetch(jsonResponse(404, { statusCode: 404, message: 'This unsubscribe link is not valid.' }));
    renderApp('/unsubscribe?token=nope');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
