import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { createI18n } from '@/lib/i18n-bundled';
import { UnsavedChangesDialog, useLeaveGuard } from '.';

function Form() {
  const guard = useLeaveGuard(true);
  return (
    <>
      <Link to="/other">Elsewhere</Link>
      <UnsavedChangesDialog {...guard} />
    </>
  );
}

it('asks before leaving a dirty form: No stays, Yes leaves', async () => {
  const router = createMemoryRouter(
    [
      { path: '/form', Component: Form },
      { path: '/other', element: <p>Other page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await userEvent.click(screen.getByText('Elsewhere'));
  await userEvent.click(await screen.findByTestId('unsaved-stay'));
  expect(router.state.location.pathname).toBe('/form');
  await userEvent.click(screen.getByText('Elsewhere'));
  await userEvent.click(await screen.findByTestId('unsaved-leave'));
  expect(await screen.findByText('Other page')).toBeInTheDocument();
});
