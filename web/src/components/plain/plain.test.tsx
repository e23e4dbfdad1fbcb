import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/lib/i18n-bundled';
import { Button, Dialog, InputText } from '.';

const inLanguage = (language: 'id' | 'en', node: ReactNode) =>
  render(<I18nextProvider i18n={createI18n(language)}>{node}</I18nextProvider>);

/** A page with a button that opens the dialog, as the portal's error dialogs open. */
function Page({ onHide }: { onHide?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        visible={open}
        onHide={() => {
          onHide?.();
          setOpen(false);
        }}
        header="Terjadi kendala"
        footer={<Button label="Coba lagi" onClick={() => undefined} />}
        className="error-dialog"
        data-testid="plain-dialog"
      >
        <p>Silakan coba lagi.</p>
      </Dialog>
    </>
  );
}

describe('the plain dialog (PrimeReact Dialog markup without PrimeReact)', () => {
  it('is a modal dialog on the body, named by its header, its close button in the page language and focused', async () => {
    const user = userEvent.setup();
    const { container } = inLanguage('id', <Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Terjadi kendala' });
    expect(container).not.toContainElement(dialog);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Silakan coba lagi.');
    expect(dialog).toHaveClass('error-dialog', 'p-dialog', 'p-component');
    expect(dialog).toHaveAttribute('data-testid', 'plain-dialog');
    expect(dialog.closest('.p-dialog-mask')).toHaveClass('p-component-overlay');
    const close = dialog.querySelector('.p-dialog-header-close');
    expect(close).toHaveAttribute('aria-label', 'Tutup');
    expect(close).toHaveFocus();
  });

  it('closes with Escape and with its close button, and gives the focus back', async () => {
    const user = userEvent.setup();
    const onHide = jest.fn();
    inLanguage('en', <Page onHide={onHide} />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onHide).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    inLanguage('en', <Page />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const retry = screen.getByRole('button', { name: 'Coba lagi' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(retry).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(retry).toHaveFocus();
  });
});

describe('the plain button and text input', () => {
  it('draws a button as PrimeReact does: the label its name, busy and outlined classes', () => {
    const { rerender } = render(<Button type="submit" label="Masuk" className="form-submit" />);
    const button = screen.getByRole('button', { name: 'Masuk' });
    expect(button).toHaveClass('form-submit', 'p-button', 'p-component');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button.querySelector('.p-button-loading-icon')).toBeNull();
    rerender(<Button type="submit" label="Masuk" className="form-submit" loading outlined />);
    expect(button).toBeDisabled();
    expect(button).toHaveClass('p-disabled', 'p-button-loading', 'p-button-outlined');
    expect(button.querySelector('.p-button-loading-icon')).not.toBeNull();
    expect(button.querySelector('.p-button-label')).toHaveTextContent('Masuk');
  });

  it('marks a text input filled while it holds a value and invalid when told', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return (
        <InputText
          aria-label="Email"
          value={value}
          invalid={value === 'x'}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveClass('p-inputtext', 'p-component');
    expect(input).not.toHaveClass('p-filled');
    await userEvent.type(input, 'x');
    expect(input).toHaveClass('p-filled', 'p-invalid');
    await userEvent.type(input, 'y');
    expect(input).not.toHaveClass('p-invalid');
  });
});
