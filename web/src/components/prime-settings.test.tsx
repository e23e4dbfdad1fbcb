import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PrimeReact, { PrimeReactContext } from 'primereact/api';
import { Menu } from 'primereact/menu';
import { useContext, useRef, type ReactNode } from 'react';
import { PrimeSettings } from './prime-settings';

/** A popup menu as the portal's row and user menus are: a button toggles it. */
function PopupMenu() {
  const menu = useRef<Menu>(null);
  return (
    <>
      <button type="button" onClick={(event) => menu.current?.toggle(event)}>
        open
      </button>
      <Menu model={[{ label: 'Invoice' }]} popup ref={menu} id="probe-menu" />
      <p>outside</p>
    </>
  );
}

function Probe() {
  const context = useContext(PrimeReactContext);
  return (
    <span data-testid="probe">
      {`${context?.locale}, ${String(context?.hideOverlaysOnDocumentScrolling)}`}
    </span>
  );
}

/** Errors thrown by listeners (jsdom reports them on the window, as a browser's 'pageerror'). */
function uncaughtErrors() {
  const errors: string[] = [];
  const listener = (event: ErrorEvent) => {
    errors.push(String(event.error));
    event.preventDefault();
  };
  window.addEventListener('error', listener);
  return { errors, stop: () => window.removeEventListener('error', listener) };
}

async function openThenClickOutside(tree: ReactNode) {
  const user = userEvent.setup();
  render(tree);
  await user.click(screen.getByRole('button', { name: 'open' }));
  // (jsdom cannot lay the overlay out, so PrimeReact leaves it undisplayed: found as hidden)
  expect(
    await screen.findByRole('menuitem', { name: 'Invoice', hidden: true }),
  ).toBeInTheDocument();
  // PrimeReact listens for clicks outside once the menu's opening transition has ended.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  await user.click(screen.getByText('outside'));
}

describe('PrimeSettings', () => {
  it("gives PrimeReact's components its own settings, the page language's locale included", () => {
    const before = PrimeReact.locale;
    PrimeReact.locale = 'id';
    render(
      <PrimeSettings>
        <Probe />
      </PrimeSettings>,
    );
    PrimeReact.locale = before;
    expect(screen.getByTestId('probe')).toHaveTextContent('id, false');
  });

  it('lets an open popup menu close on a click outside it, with no uncaught error', async () => {
    const uncaught = uncaughtErrors();
    await expectPopupMenuClosedByOutsideClick();
    uncaught.stop();
    expect(uncaught.errors).toEqual([]);
  });
});

/** Opens the portal's popup menu, clicks outside it and waits for it to close. */
async function expectPopupMenuClosedByOutsideClick() {
  await openThenClickOutside(
    <PrimeSettings>
      <PopupMenu />
    </PrimeSettings>,
  );
  await waitFor(() =>
    expect(screen.queryByRole('menuitem', { hidden: true })).not.toBeInTheDocument(),
  );
}

/*
 * A user whose system asks for reduced motion: the portal's PrimeReact setup (lib/primereact-api,
 * which the build puts in place of 'primereact/api') must leave popups able to close on a click
 * outside them. Turning PrimeReact's transitions off for them did not: an overlay that mounts open
 * then never listens for clicks outside it (app.css makes the transitions take no time instead).
 */
describe('PrimeReact with reduced motion asked for', () => {
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

  it('lets an open popup menu close on a click outside it', async () => {
    await expectPopupMenuClosedByOutsideClick();
  });
});
