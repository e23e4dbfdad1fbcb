import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemParameter } from '@mo/contracts';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { createI18n } from '@/lib/i18n-bundled';
import { fail, fakeApi, profileOf, type FakeHandlers } from '@test/fake-api';
import { ChoiceField } from './choice-field';
import { MobileNumberField, type PhoneValue } from './mobile-number-field';
import type { Language } from '@/lib/storage';
import { SalaryField, type SalaryValue } from './salary-field';
import { TextField } from './text-field';
import { toCountries } from './use-countries';
import { BankField } from './bank-field';
import type { Bank } from '@mo/contracts';
import { typeAndLeave } from '@test/type-and-leave';

const COUNTRY: SystemParameter = {
  category: 'COUNTRY',
  commonCategoryDetail: [
    { code: 'AU', description1: 'Australia', description2: '+61' },
    { code: 'BN', description1: 'Brunei', description2: '+673' },
    { code: 'MY', description1: 'Malaysia', description2: '+60' },
    { code: 'SG', description1: 'Singapore', description2: '+65' },
    { code: 'ID', description1: 'Indonesia', description2: '+62' },
    { code: 'JP', description1: 'Japan', description2: '+81' },
    ...Array.from({ length: 8 }, (_, i) => ({
      code: `X${i}`,
      description1: `Country ${i}`,
      description2: `+9${i}`,
    })),
  ],
};

function renderWithStore(
  ui: React.ReactElement,
  handlers: FakeHandlers = {},
  language: Language = 'en',
) {
  const api = fakeApi({
    getSysParam: () => ({ systemParameterList: [COUNTRY] }),
    ...handlers,
    bankList: () => ({
      banks: [
        { key: 'BCA', desc: 'Bank Central Asia' },
        { key: 'BNI', desc: 'Bank Negara Indonesia' },
        { key: 'MDR', desc: 'Bank Mandiri' },
      ],
    }),
  });
  const { store } = createAppStore(
    { api, sagas: { pollRemoteConfig: false } },
    {
      session: {
        profile: profileOf([['c-1', 'PT Satu']]),
        company: { id: 'c-1', name: 'PT Satu' },
        modules: [],
      },
    },
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>
    </Provider>,
  );
  return { api };
}

function TextHarness({ digitsOnly = false, upperCase = true, restricted = false }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        id="f"
        label="Field"
        value={value}
        onChange={setValue}
        maxLength={digitsOnly || restricted || !upperCase ? 40 : 5}
        digitsOnly={digitsOnly}
        restricted={restricted}
        upperCase={upperCase}
        error={value === 'X' ? 'pattern' : null}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

/** Holds a field's value, shown as JSON in the output `output` (and a button to blur to). */
function Held<V>({
  initial,
  output,
  field,
  elsewhere = false,
}: {
  initial: V;
  output: string;
  field: (value: V, onChange: (value: V) => void) => ReactNode;
  elsewhere?: boolean;
}) {
  const [value, setValue] = useState<V>(initial);
  return (
    <>
      {field(value, setValue)}
      <output data-testid={output}>{JSON.stringify(value)}</output>
      {elsewhere && <button type="button">elsewhere</button>}
    </>
  );
}

const PhoneHarness = () => (
  <Held<PhoneValue>
    initial={{ countryCode: 'ID', countryDialCode: '+62', mobileNumber: '' }}
    output="phone"
    field={(value, onChange) => (
      <MobileNumberField id="m" label="Mobile" accessibleName="Mobile" {...{ value, onChange }} />
    )}
  />
);

const SalaryHarness = () => (
  <Held<SalaryValue>
    initial={{ amount: '', currency: 'IDR' }}
    output="salary"
    elsewhere
    field={(value, onChange) => (
      <SalaryField id="s" label="Salary" accessibleName="Salary" {...{ value, onChange }} />
    )}
  />
);

const BankHarness = () => (
  <Held<Bank | null>
    initial={null}
    output="bank"
    field={(value, onChange) => (
      <BankField id="b" label="Bank" accessibleName="Bank" {...{ value, onChange }} />
    )}
  />
);

describe('member field widgets', () => {
  it('upper-cases and trims text on blur, stops at the max length and shows the error', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <TextHarness />
      </I18nextProvider>,
    );
    const input = screen.getByLabelText('Field');
    await user.type(input, ' abcdefg');
    expect(input).toHaveValue(' abcd');
    await user.click(screen.getByText('elsewhere'));
    expect(input).toHaveValue('ABCD');
    await user.clear(input);
    await user.type(input, 'X');
    expect(screen.getByTestId('f-error')).toHaveTextContent('characters that are not allowed');
    expect(input).toHaveAttribute('aria-describedby', 'f-error');
  });

  it('trims and collapses whitespace on blur', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <TextHarness upperCase={false} />
      </I18nextProvider>,
    );
    const input = screen.getByLabelText('Field');
    await typeAndLeave(user, input, '  Jl.   Sudirman    5 ');
    expect(input).toHaveValue('Jl. Sudirman 5');
  });

  it('keeps the restricted set where told: letters, digits, @ - . / ( ) \\ space, apostrophe', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <TextHarness restricted upperCase={false} />
      </I18nextProvider>,
    );
    const input = screen.getByLabelText('Field');
    await user.type(input, "O'Neil #12/3 (A)_<b>;");
    expect(input).toHaveValue("O'Neil 12/3 (A)b");
  });

  it('keeps digits only where told', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <TextHarness digitsOnly />
      </I18nextProvider>,
    );
    const input = screen.getByLabelText('Field');
    await user.type(input, '1a2-3');
    expect(input).toHaveValue('123');
  });

  it('lists the popular countries first', async () => {
    expect(
      toCountries(COUNTRY)
        .map((c) => c.code)
        .slice(0, 5),
    ).toEqual(['ID', 'SG', 'MY', 'BN', 'AU']);
    expect(toCountries(COUNTRY)[0]).toEqual({
      code: 'ID',
      name: 'Indonesia',
      dialCode: '+62',
      flag: 'id',
    });
  });

  it('takes a mobile number as digits only, at most 12, with the chosen dial code', async () => {
    const user = userEvent.setup();
    const { api } = renderWithStore(<PhoneHarness />);
    const number = screen.getByLabelText('Mobile');
    await user.type(number, '81a2-3456789012345');
    expect(number).toHaveValue('812345678901');
    expect(number).toHaveAttribute('maxlength', '12');

    // The countries arrive from getSysParam COUNTRY (Indonesia alone until then).
    await waitFor(() => expect(api.calls.some((c) => c.id === 'getSysParam')).toBe(true));
    await user.click(screen.getByTestId('m-country'));
    await waitFor(() => expect(document.body.textContent).toContain('Japan (+81)'));
    const optionTexts = () =>
      [
        ...document.querySelectorAll(
          '#m-country_list [role="option"], .p-dropdown-items [role="option"]',
        ),
      ].map((o) => o.textContent);
    const labels = optionTexts();
    expect(labels.slice(0, 4)).toEqual([
      'Indonesia (+62)',
      'Singapore (+65)',
      'Malaysia (+60)',
      'Brunei (+673)',
    ]);
    // The search takes the focus as the list opens, and filters from its 3rd character (after
    // PrimeReact's short pause: each step waits for its list; a 2-character step follows a
    // filtered list, so a search from the 1st character, 'ja' finding Japan alone, fails it).
    const search = screen.getByTestId('m-country-search');
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'JAP');
    await waitFor(() => expect(optionTexts()).toEqual(['Japan (+81)']));
    await user.type(search, '{Backspace}');
    await waitFor(() => expect(optionTexts()).toHaveLength(labels.length));
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No result')).toBeInTheDocument();
    expect(optionTexts()).toEqual(['No result']);
    await user.clear(search);
    await user.type(search, 'sing');
    await user.click(await screen.findByText('Singapore (+65)'));
    expect(JSON.parse(screen.getByTestId('phone').textContent ?? '{}')).toEqual({
      countryCode: 'SG',
      countryDialCode: '+65',
      mobileNumber: '812345678901',
    });
  });

  it('names the countries in the page language, and as sent where the browser knows no name', async () => {
    const user = userEvent.setup();
    const { api } = renderWithStore(<PhoneHarness />, {}, 'id');
    await waitFor(() => expect(api.calls.some((c) => c.id === 'getSysParam')).toBe(true));
    await user.click(screen.getByTestId('m-country'));
    await waitFor(() => expect(document.body.textContent).toContain('Jepang (+81)'));
    expect(document.body.textContent).toContain('Singapura (+65)');
    // X0...: no country the browser knows: the server's own name
    expect(document.body.textContent).toContain('Country 0 (+90)');
    await user.type(screen.getByTestId('m-country-search'), 'singa');
    await user.click(screen.getByText('Singapura (+65)'));
    expect(JSON.parse(screen.getByTestId('phone').textContent ?? '{}')).toMatchObject({
      countryCode: 'SG',
      countryDialCode: '+65',
    });
  });

  it('lists the bundled sample countries when the COUNTRY read fails', async () => {
    const user = userEvent.setup();
    const { api } = renderWithStore(<PhoneHarness />, {
      getSysParam: fail('getSysParam', 'GC500'),
    });
    await waitFor(() => expect(api.calls.some((c) => c.id === 'getSysParam')).toBe(true));
    await user.click(screen.getByTestId('m-country'));
    // The sample's countries, not Indonesia alone.
    await waitFor(() => expect(document.body.textContent).toContain('Singapore (+65)'));
    expect(document.body.textContent).toContain('Malaysia (+60)');
  });

  it('trims a leading 0 of a mobile number on blur (0812... is 812... after +62)', async () => {
    const user = userEvent.setup();
    renderWithStore(
      <>
        <PhoneHarness />
        <button type="button">elsewhere</button>
      </>,
    );
    const number = screen.getByLabelText('Mobile');
    await user.type(number, '081234567890');
    expect(number).toHaveValue('081234567890');
    await user.click(screen.getByText('elsewhere'));
    expect(number).toHaveValue('81234567890');
    expect(JSON.parse(screen.getByTestId('phone').textContent ?? '{}')).toMatchObject({
      mobileNumber: '81234567890',
    });
  });

  /** Renders the salary harness; gives its amount input and a user to type into it. */
  const renderSalary = (language: Language) => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n(language)}>
        <SalaryHarness />
      </I18nextProvider>,
    );
    return { user, amount: screen.getByLabelText('Salary') };
  };

  const amountOf = () => JSON.parse(screen.getByTestId('salary').textContent ?? '{}');

  it('reads a comma as the decimal separator: 1500000,50 is 1500000.50, not 150000050', async () => {
    const { user, amount } = renderSalary('id');
    await user.type(amount, '1500000,50');
    // Kept as typed while focused.
    expect(amount).toHaveValue('1500000,50');
    await user.click(screen.getByText('elsewhere'));
    expect(amountOf()).toEqual({ amount: '1500000.50', currency: 'IDR' });
    // Indonesian grouping for Rp.
    expect(amount).toHaveValue('1.500.000,50');
    // Focused again, it holds the amount ungrouped with the Rp decimal comma.
    await user.click(amount);
    expect(amount).toHaveValue('1500000,50');
  });

  it('fixes the salary to two decimals on blur, shows Rp as Indonesian writes it, stops at 15', async () => {
    const { user, amount } = renderSalary('en');
    expect(amount).toHaveAttribute('maxlength', '15');
    await typeAndLeave(user, amount, '1500000.5x');
    expect(amountOf()).toEqual({ amount: '1500000.50', currency: 'IDR' });
    // The English page too: every Rp amount of the portal reads Rp1.500.000,50 (issue 27).
    expect(amount).toHaveValue('1.500.000,50');
    expect(screen.getByTestId('s-currency')).toHaveTextContent('Rp');
  });

  it('reads one thousands separator as grouping: 7.500 (Rp, Indonesian page) is 7500.00', async () => {
    const { user, amount } = renderSalary('id');
    await typeAndLeave(user, amount, '7.500');
    expect(amountOf()).toEqual({ amount: '7500.00', currency: 'IDR' });
    expect(amount).toHaveValue('7.500,00');
    expect(screen.queryByTestId('s-error')).not.toBeInTheDocument();
    // Rounded past two decimals, not cut.
    await user.clear(amount);
    await typeAndLeave(user, amount, '1.250.000,555');
    expect(amountOf()).toEqual({ amount: '1250000.56', currency: 'IDR' });
  });

  it('reads a USD salary in the English form: 5,000 is 5000.00', async () => {
    const { user, amount } = renderSalary('en');
    const currency = screen.getByTestId('s-currency');
    await user.click(currency);
    const usd = [...currency.querySelectorAll('[role="option"]')].find(
      (o) => o.textContent === 'USD',
    );
    await user.click(usd as HTMLElement);
    await typeAndLeave(user, amount, '5,000');
    expect(amountOf()).toEqual({ amount: '5000.00', currency: 'USD' });
    expect(amount).toHaveValue('5,000.00');
  });

  it.each([
    // English page, Rp: English reads five thousand, the Rp form 5,00.
    ['en', '5,000', 'This amount is unclear. Enter it as 1250000,50 or 1.250.000,50.', '5.000,00'],
    ['id', '1,5.0', 'Jumlah ini tidak jelas. Tulis seperti 1250000,50 atau 1.250.000,50.', '5.000'],
  ] as const)(
    'refuses an unclear entry (%s page, %s) with a message under the field',
    async (language, typed, message, retyped) => {
      const user = userEvent.setup();
      renderSalary(language);
      const amount = screen.getByLabelText('Salary');
      await user.type(amount, typed);
      // No message while typing, before the field is left.
      expect(screen.queryByTestId('s-error')).not.toBeInTheDocument();
      await user.click(screen.getByText('elsewhere'));
      // Kept as typed, so the form's amount rule stops Next; never silently 5.00.
      expect(amountOf()).toEqual({ amount: typed, currency: 'IDR' });
      expect(amount).toHaveValue(typed);
      expect(screen.getByTestId('s-error')).toHaveTextContent(message);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveAttribute('aria-describedby', 's-error');
      // Written as the message says, it is taken and the message goes.
      await user.clear(amount);
      await typeAndLeave(user, amount, retyped);
      expect(amountOf()).toEqual({ amount: '5000.00', currency: 'IDR' });
      expect(screen.queryByTestId('s-error')).not.toBeInTheDocument();
    },
  );

  it('chooses a bank from bankList with a search', async () => {
    const user = userEvent.setup();
    const { api } = renderWithStore(<BankHarness />);
    await user.click(screen.getByTestId('b'));
    await user.type(screen.getByTestId('b-search'), 'mand');
    await user.click(await screen.findByText('Bank Mandiri'));
    expect(JSON.parse(screen.getByTestId('bank').textContent ?? 'null')).toEqual({
      key: 'MDR',
      desc: 'Bank Mandiri',
    });
    expect(api.calls.find((c) => c.id === 'bankList')?.params).toMatchObject({
      query: { companyId: 'c-1' },
    });
  });

  it("shows 'Select One' until a choice is made", async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ChoiceField
          id="g"
          label="Gender"
          accessibleName="Gender"
          options={[{ value: 'M', label: 'Male' }]}
          value=""
          onChange={() => undefined}
          error="err025"
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('g')).toHaveTextContent('Select One');
    expect(screen.getByTestId('g-error')).toHaveAttribute('data-error', 'err025');
  });
});
