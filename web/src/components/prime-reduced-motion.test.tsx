import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from 'primereact/menu';
import { useRef } from 'react';
import { PrimeSettings } from './prime-settings';

/*
 * A user whose system asks for reduced motion: the portal's PrimeReact setup (lib/primereact-api,
 * which the build puts in place of 'primereact/api') must leave popups able to close on a click
 * outside them. Turning PrimeReact's transitions off for them did not: an overlay that mounts open
 * then never listens for clicks outside it (app.css makes the transitions take no time instead).
 */
function PopupMenu() {
  const menu = useRef<Menu>(null);
  return (
    <>
      <button type="button" onClick={(event) => menu.current?.toggle(event)}>
        open
      </button>
      <Menu model={[{ label: 'Invoice' }]} popup ref={menu} />
      <p>outside</p>
    </>
  );
}

beforeAll(async () => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  await import('../lib/primereact-api');
});

afterAll(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('with reduced motion asked for, an open popup menu closes on a click outside it', async () => {
  const user = userEvent.setup();
  render(
    <PrimeSettings>
      <PopupMenu />
    </PrimeSettings>,
  );
  await user.click(screen.getByRole('button', { name: 'open' }));
  expect(
    await screen.findByRole('menuitem', { name: 'Invoice', hidden: true }),
  ).toBeInTheDocument();
  // (the opening transition's time: PrimeReact listens for outside clicks once it has entered)
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  await user.click(screen.getByText('outside'));
  await waitFor(() =>
    expect(screen.queryByRole('menuitem', { hidden: true })).not.toBeInTheDocument(),
  );
});
