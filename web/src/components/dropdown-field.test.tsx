import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n-bundled';
import type { Language } from '../lib/storage';
import { DropdownField } from './dropdown-field';

const optionsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `p-${i + 1}`, label: `Polis ${i + 1}` }));

function renderDropdown(count: number, language: Language = 'id', filter?: boolean) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <label htmlFor="field">Polis</label>
      <DropdownField
        inputId="field"
        accessibleName="Polis"
        value={null}
        options={optionsOf(count)}
        onChange={jest.fn()}
        filter={filter}
        data-testid="field"
      />
    </I18nextProvider>,
  );
}

/** The open panel (PrimeReact measures it with display:none, which jsdom keeps). */
const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByTestId('field'));
  const list = await screen.findByRole('listbox', { hidden: true });
  return list.closest('.p-dropdown-panel') as HTMLElement;
};

describe('DropdownField', () => {
  it('gets a search box with more than ten options, labelled in the page language', async () => {
    const user = userEvent.setup();
    renderDropdown(11);
    const panel = await openPanel(user);
    const search = within(panel).getByRole('textbox', { name: 'Cari Polis', hidden: true });
    expect(search).toHaveAttribute('placeholder', 'Cari');
    // PrimeReact applies the search after a short pause.
    await user.type(search, 'polis 11');
    await waitFor(() =>
      expect(within(panel).getAllByRole('option', { hidden: true })).toHaveLength(1),
    );
    await user.clear(search);
    await user.type(search, 'tidak ada');
    expect(await within(panel).findByText('Tidak Ada Hasil')).toBeInTheDocument();
  });

  it('has no search box with ten options or fewer', async () => {
    const user = userEvent.setup();
    renderDropdown(10);
    const panel = await openPanel(user);
    expect(within(panel).getAllByRole('option', { hidden: true })).toHaveLength(10);
    expect(within(panel).queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();
  });

  it('leaves the choice to a caller that sets filter', async () => {
    const user = userEvent.setup();
    renderDropdown(12, 'en', false);
    const panel = await openPanel(user);
    expect(within(panel).queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();
  });
});
