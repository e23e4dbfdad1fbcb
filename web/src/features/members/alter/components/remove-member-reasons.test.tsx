import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@/lib/storage';
import { removeMemberPath } from '@/features/members/paths';
import { renderAlter } from '../test/render-alter';

const PATH = `${removeMemberPath('m-1')}?memberNumber=0000100001201&policyNumber=GHG0001001`;

/** The server's reasons: English words, as the seed sends them, and one the portal does not know. */
const terminateReasons = () => ({
  terminateReasons: [
    { id: 'TR01', code: 'RESIGNED', description: 'Resigned' },
    { id: 'TR04', code: 'DECEASED', description: 'Deceased' },
    { id: 'TR99', code: 'SABBATICAL', description: 'Sabbatical leave' },
  ],
});

async function reasonOptions(language: Language) {
  const user = userEvent.setup();
  const portal = renderAlter(PATH, { terminateReasons }, language);
  await user.click(await screen.findByTestId('remove-reason-GHG0001001'));
  const list = await screen.findByRole('listbox', { hidden: true });
  const texts = within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  return { portal, texts };
}

describe('terminate reasons in the page language', () => {
  it('words the reasons the portal knows in Indonesian, others as the server sent them', async () => {
    const { portal, texts } = await reasonOptions('id');
    expect(texts).toEqual(['Mengundurkan diri', 'Meninggal dunia', 'Sabbatical leave']);
    portal.unmount();
  });

  it('words them in English on an English page', async () => {
    const { portal, texts } = await reasonOptions('en');
    expect(texts).toEqual(['Resigned', 'Deceased', 'Sabbatical leave']);
    portal.unmount();
  });
});
