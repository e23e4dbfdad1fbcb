import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid, useFocusFirstInvalid } from './focus-first-invalid';

function Form() {
  const [values, setValues] = useState({ a: 'ok', b: '', c: '' });
  const [checked, setChecked] = useState(false);
  const focusInvalid = useFocusFirstInvalid();
  const invalid = (name: 'b' | 'c') => (checked && values[name] === '' ? true : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (values.b === '' || values.c === '') focusInvalid();
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="a" value={values.a} readOnly />
      {/* A composite widget marks its root; the focus goes to its input. */}
      <div aria-invalid={invalid('b')}>
        <select aria-hidden="true" tabIndex={-1} />
        <input
          aria-label="b"
          value={values.b}
          onChange={(e) => setValues((v) => ({ ...v, b: e.target.value }))}
        />
      </div>
      <input
        aria-label="c"
        aria-invalid={invalid('c')}
        value={values.c}
        onChange={(e) => setValues((v) => ({ ...v, c: e.target.value }))}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('focus on the first invalid field', () => {
  it('moves the focus after a failed submit, in document order', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByText('Submit'));
    expect(screen.getByLabelText('b')).toHaveFocus();
    await user.type(screen.getByLabelText('b'), 'x');
    await user.click(screen.getByText('Submit'));
    expect(screen.getByLabelText('c')).toHaveFocus();
  });

  it('leaves the focus alone when nothing is invalid', () => {
    render(<input aria-label="fine" />);
    expect(focusFirstInvalid(document)).toBeNull();
    expect(focusFirstInvalid(null)).toBeNull();
  });
});
