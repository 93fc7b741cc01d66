import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorScreen, withErrorBoundary } from '../../src/components/ErrorScreen.tsx';

afterEach(cleanup);

it.each([
  [undefined, undefined, 'An Error Occurred', 'Something went wrong!'],
  [500, 'Could not load branches', 'An Error Occurred', 'Could not load branches'],
  [404, undefined, 'Not Found', 'Could not find page.'],
])('status %s shows the spec texts', (status, message, title, text) => {
  render(<ErrorScreen status={status} message={message} />);
  expect(screen.getByRole('heading').textContent).toBe(title);
  expect(screen.getByText(text)).toBeTruthy();
});

it('an island that throws shows the generic fallback instead of vanishing', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = withErrorBoundary(() => {
    throw new Error('boom');
  });
  render(<Broken />);
  expect(screen.getByRole('heading').textContent).toBe('Unexpected Application Error!');
  expect(screen.getByText('boom')).toBeTruthy();
});
