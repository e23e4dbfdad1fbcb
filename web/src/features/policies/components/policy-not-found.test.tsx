import { screen } from '@testing-library/react';
import { ERROR_CODES, type Policy } from '@mo/contracts';
import { fail, type FakeHandlers } from '@test/fake-api';
import { listedPolicy } from '@test/portal-fixtures';
import { renderSignedIn } from '@test/render-portal';
import en from '@/locales/en/shell.json';
import id from '@/locales/id/shell.json';
import { PATHS } from '@/lib/paths';
import { POLICY_PATHS, policyRoutes } from '../routes';

/*
 * A policy's details opened with an id the server does not know (the mock answers GC404): the
 * shell's not-found state, as for an unknown address, not an error dialog whose "Try again"
 * cannot help.
 */
const listed: Policy = listedPolicy({ totalMembers: 4 });

const handlers = (policyDetails: FakeHandlers['policyDetails']): FakeHandlers => ({
  policyList: () => ({
    policies: [listed],
    pagination: { currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: 1 },
  }),
  policyDetails,
});

describe.each([
  ['id', id],
  ['en', en],
] as const)('an unknown policy id (%s)', (language, texts) => {
  it('shows the not-found state with its way home, and no error dialog', async () => {
    const portal = renderSignedIn([policyRoutes], `${POLICY_PATHS.area}/details/no-such-policy`, {
      handlers: handlers(fail('policyDetails', ERROR_CODES.notFound)),
      language,
    });
    const notFound = await screen.findByTestId('not-found');
    expect(notFound).toHaveTextContent(texts.notFound.title);
    expect(screen.getByTestId('not-found-home')).toHaveAttribute('href', PATHS.home);
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('policy-tab-overview')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('keeps the error dialog with its retry for any other failure', async () => {
    const portal = renderSignedIn([policyRoutes], `${POLICY_PATHS.area}/details/p-1`, {
      handlers: handlers(fail('policyDetails', ERROR_CODES.internal)),
      language,
    });
    expect(await screen.findByTestId('error-dialog-retry')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
    portal.unmount();
  });
});
