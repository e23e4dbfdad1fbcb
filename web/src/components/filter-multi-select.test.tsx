import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n-bundled';
import type { Language } from '../lib/storage';
import { openPanel } from '@test/choose-option';
import { FilterMultiSelect } from './filter-multi-select';

const subsidiaries = (count: number) => [
  ...Array.from({ length: count - 1 }, (_, i) => ({
    label: `Anak Perusahaan ${i + 1}`,
    value: `s-${i + 1}`,
  })),
  { label: 'Cabang Surabaya', value: 'sby' },
];

/** Renders the filter and opens it: gives the user and the open panel. */
async function openFilter(count: number, language: Language) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <FilterMultiSelect
        value={[]}
        options={subsidiaries(count)}
        placeholder="Subsidiary"
        accessibleName="Subsidiary"
        onChange={jest.fn()}
        data-testid="filter"
      />
    </I18nextProvider>,
  );
  return { user, panel: await openPanel(user, 'filter') };
}

describe("a table's column filter", () => {
  it('has no search box with ten values or fewer', async () => {
    const { panel } = await openFilter(10, 'en');
    expect(within(panel).queryByRole('searchbox', { hidden: true })).not.toBeInTheDocument();
  });

  it.each([
    ['id', 'Cari Subsidiary', 'Tidak ada hasil'],
    ['en', 'Search Subsidiary', 'No result'],
  ] as const)(
    'searches more than ten values from the 3rd character (%s)',
    async (language, searchName, noResult) => {
      const { user, panel } = await openFilter(11, language);
      const search = within(panel).getByRole('searchbox', { name: searchName, hidden: true });
      const shown = () => within(panel).queryAllByRole('option', { hidden: true });
      expect(shown()).toHaveLength(11);
      // Each step waits for its list (PrimeReact's short pause); 'su' after a filtered list
      // would leave Surabaya alone if the search applied from the 1st character.
      await user.type(search, 'SUR');
      await waitFor(() => expect(shown().map((o) => o.textContent)).toEqual(['Cabang Surabaya']));
      await user.type(search, '{Backspace}');
      await waitFor(() => expect(shown()).toHaveLength(11));
      await user.type(search, 'x');
      expect(await within(panel).findByText(noResult)).toBeInTheDocument();
    },
  );
});
