import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { ErrorDialog } from './error-dialog';
import { PageLoader } from './page-loader';
import { Button } from './plain';
import { PrimeIcon, arrowLeftIcon } from './plain/prime-icons';

interface FormSubmitProps {
  label: string;
  /** Disables the button while the form works. */
  busy: boolean;
  /** Spins the button; the code form spins only while verifying, not while a code is resent. */
  loading?: boolean;
  testId: string;
}

/** The full-width submit button every sign-in and recovery form ends with. */
export function FormSubmit({ label, busy, loading = busy, testId }: FormSubmitProps) {
  return (
    <Button
      type="submit"
      label={label}
      className="form-submit"
      loading={loading}
      disabled={busy}
      data-testid={testId}
    />
  );
}

/** The "back" link under a sign-in or recovery form. */
export function FormBackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="auth-help">
      <Link to={to} className="text-link">
        <PrimeIcon icon={arrowLeftIcon} /> {label}
      </Link>
    </p>
  );
}

interface FormOverlaysProps {
  busy: boolean;
  /** The server failure a dialog shows: null where it shows under a field instead. */
  failure: ComponentProps<typeof ErrorDialog>['failure'];
  onClose: () => void;
}

/** What covers a sign-in or recovery form: the loader while it works, the dialog of a failure. */
export function FormOverlays({ busy, failure, onClose }: FormOverlaysProps) {
  return (
    <>
      {busy && <PageLoader overlay />}
      <ErrorDialog failure={failure} onClose={onClose} />
    </>
  );
}
