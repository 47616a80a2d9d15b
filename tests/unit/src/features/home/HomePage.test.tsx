// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from '../../../../../src/features/home/HomePage';
import { isAllowedHomeFile } from '../../../../../src/features/home/PreviewInput';

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('home page (SPEC point 2)', () => {
  afterEach(cleanup);

  it('has a header with the product title and Sign In / Sign Up links to /login', () => {
    renderHome();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Mnemo')).toBeTruthy();
    for (const name of ['Sign In', 'Sign Up']) {
      expect(within(header).getByRole('link', { name }).getAttribute('href')).toBe('/login');
    }
  });

  it('has a hero and the four feature cards', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    for (const title of [
      'Create Flashcards',
      'Extract Key Concepts',
      'Self-Assessment Quizzes',
      'Search Information',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
  });

  it('has the Try Mnemo call to action and the 2025 footer', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Try Mnemo' }).getAttribute('href')).toBe('/login');
    expect(within(screen.getByRole('contentinfo')).getByText('© 2025 Mnemo')).toBeTruthy();
  });

  it('sends a preview message to /login without processing it', async () => {
    const router = renderHome();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Photosynthesis notes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers a file picker for .pdf, .doc, .docx and .txt only', () => {
    renderHome();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toBe('.pdf,.doc,.docx,.txt');
    expect(screen.getByRole('button', { name: /Add a file/ })).toBeTruthy();
    expect(['a.pdf', 'b.DOC', 'c.docx', 'd.txt'].every(isAllowedHomeFile)).toBe(true);
    expect(['e.png', 'f.mp4', 'noext'].some(isAllowedHomeFile)).toBe(false);
  });

  it('sends a picked document to /login and refuses other types', async () => {
    const router = renderHome();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png')] } });
    expect(screen.getByRole('alert').textContent).toContain('Only PDF');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.pdf')] } });
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('publishes JSON-LD with price 0 USD', () => {
    renderHome();
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as {
      name: string;
      offers: { price: string; priceCurrency: string };
    };
    expect(data.name).toBe('Mnemo');
    expect(data.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
  });
});
