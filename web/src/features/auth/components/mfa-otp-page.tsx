import { useDispatch, useSelector } from 'react-redux';
import {
  failureDismissed,
  otpResendRequested,
  otpSubmitted,
  selectAuth,
} from '../model/auth-slice';
import { CodeForm } from './code-form';

const BUSY = new Set(['requestingOtp', 'verifyingOtp', 'establishingSession']);
const VERIFYING = new Set(['verifyingOtp', 'establishingSession']);

/** Second factor: the six-digit code sent by email (spec part 1 sections 2 and 4). */
export function MfaOtpPage() {
  const dispatch = useDispatch();
  const { status, otpDestination, otpSentAt, otpValiditySeconds, failure } =
    useSelector(selectAuth);
  return (
    <CodeForm
      titleKey="mfa.title"
      otpDestination={otpDestination}
      otpSentAt={otpSentAt}
      otpValiditySeconds={otpValiditySeconds}
      busy={BUSY.has(status)}
      verifying={VERIFYING.has(status)}
      failure={failure?.page === 'otp' ? failure : null}
      onSubmit={(otp) => dispatch(otpSubmitted({ otp }))}
      onResend={() => dispatch(otpResendRequested())}
      onDismiss={() => dispatch(failureDismissed())}
    />
  );
}
