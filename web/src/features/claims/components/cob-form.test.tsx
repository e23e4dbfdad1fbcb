import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { CobInput, CobReasonCode } from '@mo/contracts';
import { createI18n } from '@/lib/i18n-bundled';
import { cobReasons } from '../test/claim-fixtures';
import { CobForm } from './cob-form';

/**
 * The COB free text (part 2 section 5): "characters other than letters, digits, parentheses,
 * @ . / ' space and hyphen are stripped". Letters are of any script; a stripped character
 * between two spaces leaves one space; the text is trimmed when the field is left.
 */
function Harness({ reason, onValue }: { reason: CobReasonCode; onValue: (v: CobInput) => void }) {
  const [value, setValue] = useState<CobInput>({ reason, insurerName: '', description: '' });
  return (
    <CobForm
      reasons={cobReasons().cobReasons}
      value={value}
      problems={[]}
      submitting={false}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      onSubmit={() => undefined}
    />
  );
}

function renderForm(reason: CobReasonCode) {
  const onValue = jest.fn<void, [CobInput]>();
  render(
    <I18nextProvider i18n={createI18n('id')}>
      <Harness reason={reason} onValue={onValue} />
    </I18nextProvider>,
  );
  const field = screen.getByTestId(reason === 'C2' ? 'cob-insurer-name' : 'cob-description');
  return { field, onValue, user: userEvent.setup() };
}

describe('the COB form text', () => {
  it.each([
    ['PT Asuransi & Co', 'PT Asuransi Co'],
    [
      "PT Asuransi Jiwa Sejahtera O'Brien (Persero)",
      "PT Asuransi Jiwa Sejahtera O'Brien (Persero)",
    ],
    ['Asuransí Cipta Nusantará', 'Asuransí Cipta Nusantará'],
    ['Ni Luh Ayu Déwi-Kārtika', 'Ni Luh Ayu Déwi-Kārtika'],
    ['شركة التأمين 2', 'شركة التأمين 2'],
    ['中国人寿保险 (香港)', '中国人寿保险 (香港)'],
    ['Asuransi #Lain! & _Co_', 'Asuransi Lain Co'],
  ])('keeps "%s" as "%s" when typed', async (typed, kept) => {
    const { field, user } = renderForm('C2');
    await user.type(field, typed);
    expect(field).toHaveValue(kept);
  });

  it('keeps an accent typed as a combining mark (e + U+0301)', async () => {
    const { field, user } = renderForm('C3');
    await user.click(field);
    await user.paste('Asuranse\u0301 Lain');
    expect(field).toHaveValue('Asuranse\u0301 Lain');
  });

  it('collapses a pasted run of spaces, tabs and line breaks to one space as typed', async () => {
    const { field, user } = renderForm('C3');
    await user.click(field);
    await user.paste('  Klaim   ganda\n\tdi  RS ');
    expect(field).toHaveValue(' Klaim ganda di RS ');
  });

  it('trims the text when the field is left', async () => {
    const { field, user, onValue } = renderForm('C2');
    await user.type(field, ' PT Lain ');
    expect(field).toHaveValue(' PT Lain ');
    await user.tab();
    expect(field).toHaveValue('PT Lain');
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ insurerName: 'PT Lain' }));
  });
});
