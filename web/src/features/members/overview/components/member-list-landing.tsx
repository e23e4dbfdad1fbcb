import type { MemberRow } from '@mo/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MemberTable } from '@/features/members/shared/member-table';
import { memberPolicyListingPath } from '@/features/members/paths';
import { storeSelectedMember } from '../selected-member';
import { ActionTiles } from './action-tiles';
import { SuccessBanner } from './success-banner';
import './overview.css';

/**
 * MemberListLanding (spec part 2 section 2): heading, the six tiles, the success banner and the
 * member table. The table's search, sort and filters live in this screen only, so leaving the list
 * resets them; a company change refetches from page 1 (the table's own rule).
 */
export function MemberListLanding() {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const openMember = (row: MemberRow) => {
    storeSelectedMember({ id: row.id, name: row.name });
    void navigate(memberPolicyListingPath(row.id));
  };
  return (
    <div className="members-overview">
      <header className="members-overview__header">
        <h1>{t('landing.heading')}</h1>
        <p>{t('landing.description')}</p>
      </header>
      <SuccessBanner />
      <ActionTiles />
      <section className="panel" aria-labelledby="member-list-heading">
        <h2 id="member-list-heading">{t('landing.tableHeading')}</h2>
        <MemberTable id="member-list" memberTypeDropdown onPick={openMember} />
      </section>
    </div>
  );
}
