import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { PageLoader } from '../components/page-loader';
import { signOutRequested } from '../lib/session';

/** /mo/eb-app-myProfile/sign-out/: performs sign-out (the saga goes on to sign-in). */
export function SignOutPage() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(signOutRequested());
  }, [dispatch]);
  return <PageLoader overlay />;
}
