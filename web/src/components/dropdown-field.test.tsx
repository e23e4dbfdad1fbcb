import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n-bundled';
import type { Language } from '../lib/storage';
import { openPanel } from '@test/choose-option';
import { DropdownField } from './dropdown-field';

const optionsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `p-${i + 1}`, label: `Polis ${i + 1}` }));

/** Renders the dropdown and opens it: gives the user and the open panel. */
async function openDropdown(
  count: number,
  language: Language = 'id',
  filter?: boolean,
  more: string[] = [],
) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <label htmlFor="field">Polis</label>
      <DropdownField
        inputId="field"
        accessibleName="Polis"
        value={null}
        options={[...optionsOf(count), ...more.map((label) => ({ value: label, label }))]}
        onChange={jest.fn()}
        filter={filter}
        data-testid="field"
      />
    </I18nextProvider>,
  );
  return { user, panel: await openPanel(user, 'field') };
}

describe('DropdownField', () => {
  it('gets a search box with more than ten options, labelled in the page language', async () => {
    const { panel } = await openDropdown(11);
    const search = within(panel).getByRole('textbox', { name: 'Cari Polis', hidden: true });
    expect(search).toHaveAttribute('placeholder', 'Ketik minimal 3 karakter');
    expect(search).toHaveAttribute('maxLength', '121');
  });

  it.each([
    ['id', 'Tidak ada hasil'],
    ['en', 'No result'],
  ] as const)(
    'filters from the 3rd character, case-insensitively; all below it; %s: "%s"',
    async (language, noResult) => {
      const { user, panel } = await openDropdown(11, language, undefined, ['Asuransi Jiwa']);
      const search = within(panel).getByRole('textbox', { hidden: true });
      const shown = () => within(panel).queryAllByRole('option', { hidden: true });
      // PrimeReact applies the search after a short pause: each step waits for the list it
      // expects, and the 2-character steps come after a filtered list, so that a list filtered
      // from the 1st character ('ji' finds Jiwa alone) cannot pass for all of them.
      await user.type(search, 'jIW');
      await waitFor(() => expect(shown().map((o) => o.textContent)).toEqual(['Asuransi Jiwa']));
      await user.type(search, '{Backspace}');
      await waitFor(() => expect(shown()).toHaveLength(12));
      await user.clear(search);
      await user.type(search, 'zzz');
      expect(await within(panel).findByText(noResult)).toBeInTheDocument();
      // The message is the listbox's one item, a disabled option (a bare <li> fails axe).
      expect(shown().map((o) => [o.textContent, o.getAttribute('aria-disabled')])).toEqual([
        [noResult, 'true'],
      ]);
      await user.type(search, '{Backspace}');
      await waitFor(() => expect(shown()).toHaveLength(12));
    },
  );

  it('has no search box with ten options or fewer', async () => {
    const { panel } = await openDropdown(10);
    expect(within(panel).getAllByRole('option', { hidden: true })).toHaveLength(10);
    expect(within(panel).queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();
  });

  it('leaves the choice to a caller that sets filter', async () => {
    const { panel } = await openDropdown(12, 'en', false);
    expect(within(panel).queryByRole('textbox', { hidden: true })).not.toBeInTheDocument();
  });
});
