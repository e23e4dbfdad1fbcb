import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n-bundled';
import type { Language } from '../lib/storage';
import { MaskedDateInput } from './masked-date-input';
import { typeAndLeave } from '@test/type-and-leave';

function Harness({ errorCode, initial = '' }: { errorCode?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MaskedDateInput
        id="dob"
        label="Date of birth"
        value={value}
        onChange={setValue}
        errorCode={errorCode}
        placeholder="DD-MM-YYYY"
        testId="dob"
      />
      <button type="button">elsewhere</button>
    </>
  );
}

/** Renders the harness; gives the date input and a user to type into it. */
const renderIn = (language: Language, props: Parameters<typeof Harness>[0] = {}) => {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <Harness {...props} />
    </I18nextProvider>,
  );
  return { user, input: screen.getByLabelText('Date of birth') };
};

describe('masked date input', () => {
  it('takes digits only, keeps DD-MM-YYYY and shows DD MMM YYYY after blur', async () => {
    const { user, input } = renderIn('en');
    await user.type(input, '0a5/012027999');
    expect(input).toHaveValue('05-01-2027');
    // Ten characters typed as digits; eleven for a DD MMM YYYY date.
    expect(input).toHaveAttribute('maxlength', '11');
    await user.click(screen.getByText('elsewhere'));
    expect(input).toHaveValue('05 Jan 2027');
    expect(input).toHaveAttribute('data-value', '05-01-2027');
    await user.click(input);
    expect(input).toHaveValue('05-01-2027');
  });

  it('shows the month in the interface language', async () => {
    renderIn('id', { initial: '17-08-2026' });
    expect(screen.getByLabelText('Date of birth')).toHaveValue('17 Agt 2026');
  });

  it('keeps a date that is not real as typed after blur', async () => {
    const { user, input } = renderIn('en');
    await typeAndLeave(user, input, '31022027');
    expect(input).toHaveValue('31-02-2027');
  });

  it('shows the catalogue message of its error, linked to the input', () => {
    const { input } = renderIn('en', { errorCode: 'err031' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter the effective date.');
  });

  it('marks a required date for screen readers', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MaskedDateInput id="d" label="Effective date" value="" onChange={() => {}} required />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText(/Effective date/)).toHaveAttribute('aria-required', 'true');
  });

  it('selects the typed digits on focus, so typing replaces a shown date', async () => {
    const { user, input } = renderIn('en', { initial: '17-08-2026' });
    await user.click(input);
    await user.keyboard('01092026');
    expect(input).toHaveValue('01-09-2026');
  });

  it('accepts a typed or pasted DD MMM YYYY date, Indonesian months on the Indonesian page', async () => {
    const { user, input } = renderIn('id');
    await user.type(input, '17 Agt 2026');
    expect(input).toHaveAttribute('data-value', '17-08-2026');
    await user.click(screen.getByText('elsewhere'));
    expect(input).toHaveValue('17 Agt 2026');
    await user.click(input);
    await user.paste('01 Des 2026');
    expect(input).toHaveAttribute('data-value', '01-12-2026');
  });

  it('keeps another text as typed, for the rules to answer err009', async () => {
    const { user, input } = renderIn('en');
    await typeAndLeave(user, input, '01 Foo 2026');
    expect(input).toHaveValue('01 Foo 2026');
  });

  it('shows err009 with the catalogue message', () => {
    renderIn('en', { errorCode: 'err009' });
    expect(screen.getByTestId('dob-message')).toHaveTextContent(
      'Enter the date as DD-MM-YYYY or DD MMM YYYY.',
    );
  });
});
