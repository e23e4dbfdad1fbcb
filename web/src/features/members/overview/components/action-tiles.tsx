import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MEMBER_PATHS } from '@/features/members/paths';

const TILES = [
  { key: 'addEmployee', to: MEMBER_PATHS.addEmployee, icon: 'pi-user-plus' },
  { key: 'addDependent', to: MEMBER_PATHS.dependentAlteration, icon: 'pi-users' },
  { key: 'editDetails', to: MEMBER_PATHS.editList, icon: 'pi-user-edit' },
  { key: 'removeMember', to: MEMBER_PATHS.removeList, icon: 'pi-user-minus' },
  { key: 'changePlan', to: MEMBER_PATHS.changePlanList, icon: 'pi-sync' },
  { key: 'bulkUpdate', to: MEMBER_PATHS.bulkUpdate, icon: 'pi-upload' },
] as const;

/** The six action tiles of the member list (spec part 2 section 2); bulk update is described. */
export function ActionTiles() {
  const { t } = useTranslation('members');
  return (
    <nav aria-label={t('landing.tilesLabel')} className="members-tiles">
      {TILES.map((tile) => (
        <Link
          key={tile.key}
          to={tile.to}
          className="members-tile panel"
          data-testid={`member-tile-${tile.key}`}
        >
          <i className={`pi ${tile.icon} members-tile__icon`} aria-hidden />
          <span className="members-tile__title">{t(`landing.tiles.${tile.key}`)}</span>
          {tile.key === 'bulkUpdate' && (
            <span className="members-tile__description">
              {t('landing.tiles.bulkUpdateDescription')}
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
