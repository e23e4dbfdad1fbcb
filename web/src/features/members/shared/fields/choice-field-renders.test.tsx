import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, memo, useState, type ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/lib/i18n-bundled';
import { GenderField } from './option-fields';
import { TextField } from './text-field';

// PrimeReact's Dropdown is memoised (React.memo): this stand-in is memoised the same way and counts
// the renders that get past the memo, i.e. the ones that build the whole option list again.
const dropdownRenders = { count: 0 };
jest.mock('primereact/dropdown', () => {
  const actual = jest.requireActual<typeof import('primereact/dropdown')>('primereact/dropdown');
  const Counted = memo(
    forwardRef<unknown, ComponentProps<typeof actual.Dropdown>>(function Counted(props, ref) {
      dropdownRenders.count += 1;
      return <actual.Dropdown {...props} ref={ref as never} />;
    }),
  );
  return { ...actual, Dropdown: Counted };
});

/** A form in the shape of the member forms: one state, fields given fresh options and handlers. */
function Form({ onGender }: { onGender: (name: string, gender: string) => void }) {
  const [form, setForm] = useState({ name: '', gender: '' });
  return (
    <>
      <TextField
        id="name"
        label="Name"
        value={form.name}
        maxLength={40}
        onChange={(name) => setForm({ ...form, name })}
      />
      <GenderField
        id="gender"
        value={form.gender}
        onChange={(gender) => {
          onGender(form.name, gender);
          setForm({ ...form, gender });
        }}
      />
    </>
  );
}

describe('choice fields in a form', () => {
  it('typing elsewhere in the form does not render the dropdown again; choosing does, with the latest handler', async () => {
    const user = userEvent.setup();
    const i18n = createI18n('en');
    const onGender = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Form onGender={onGender} />
      </I18nextProvider>,
    );
    const gender = screen.getByTestId('gender');
    expect(gender).toHaveTextContent('Select One');
    const before = dropdownRenders.count;

    await user.type(screen.getByTestId('name'), 'Siti');
    expect(screen.getByTestId('name')).toHaveValue('Siti');
    // Four keystrokes, four renders of the form, none of the dropdown's.
    expect(dropdownRenders.count).toBe(before);

    await user.click(gender);
    const female = [...gender.querySelectorAll('[role="option"]')].find(
      (o) => o.textContent === 'Female',
    );
    await user.click(female!);
    // The handler that ran is the form's latest: it saw the typed name.
    expect(onGender).toHaveBeenCalledWith('SITI', 'F');
    expect(gender).toHaveTextContent('Female');
    expect(dropdownRenders.count).toBeGreaterThan(before);

    // A new language is new labels: the dropdown renders them.
    await act(() => i18n.changeLanguage('id'));
    expect(gender).toHaveTextContent('Perempuan');
  });
});
