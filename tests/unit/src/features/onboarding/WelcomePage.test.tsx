// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../../../src/data/session';
import WelcomePage from '../../../../../src/features/onboarding/WelcomePage';
import { firstName } from '../../../../../src/features/onboarding/messages';
import { fakeSession, TEST_USER, WithSession } from '../../app/fake-session';

function renderTour(session: Session = fakeSession({ user: TEST_USER })) {
  const router = createMemoryRouter(
    [
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/chat', element: <h1>Chat</h1> },
    ],
    { initialEntries: ['/welcome'] },
  );
  render(
    <WithSession session={session}>
      <RouterProvider router={router} />
    </WithSession>,
  );
  return router;
}

describe('onboarding (SPEC point 2)', () => {
  afterEach(cleanup);

  it('greets by first name, or "there"', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada');
    expect(firstName('  ')).toBe('there');
    expect(firstName(null)).toBe('there');
    renderTour();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Ada');
    cleanup();
    renderTour(fakeSession({ user: { ...TEST_USER, displayName: null } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('there');
  });

  it('walks through 3 steps to "You\'re All Set!" and Get Started opens /chat', async () => {
    const router = renderTour();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items.some((text) => /Upload documents/.test(text))).toBe(true);
    expect(items.some((text) => /flashcards and quizzes/.test(text))).toBe(true);
    expect(items.some((text) => /key concepts/.test(text))).toBe(true);
    expect(items.some((text) => /Ask questions about your documents/.test(text))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: "You're All Set!" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip Tour' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await screen.findByRole('heading', { name: 'Chat' });
    expect(router.state.location.pathname).toBe('/chat');
  });

  it.each([1, 2])('Skip Tour on step %i opens /chat', async (step) => {
    const router = renderTour();
    if (step === 2) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip Tour' }));
    await screen.findByRole('heading', { name: 'Chat' });
    expect(router.state.location.pathname).toBe('/chat');
  });
});
