import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** A user-event session, or userEvent's direct calls: anything that clicks. */
type User = Pick<ReturnType<typeof userEvent.setup>, 'click'>;

/**
 * Opens the dropdown with this test id and clicks its option of that name (PrimeReact's hidden
 * native select also holds the options, hence hidden).
 */
export async function chooseOption(user: User, testId: string, name: string) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

/**
 * Clicks the dropdown or multi-select with this test id and gives its open panel (PrimeReact
 * measures it with display:none, which jsdom keeps: hence hidden).
 */
export async function openPanel(user: User, testId: string) {
  await user.click(screen.getByTestId(testId));
  const list = await screen.findByRole('listbox', { hidden: true });
  return list.closest('.p-dropdown-panel, .p-multiselect-panel') as HTMLElement;
}
