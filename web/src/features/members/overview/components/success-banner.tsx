import { MEMBER_LIMITS } from '@mo/contracts';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { bannerOf, MEMBER_PATHS, type SuccessBanner as Banner } from '@/features/members/paths';

/**
 * The success banner of a submit (spec part 2 section 2): header by flag and the reference(s)
 * from the route parameters, shown for 3 seconds. The parameters leave the address at once, so a
 * reload or Back does not show it again.
 */
export function SuccessBanner() {
  const { t } = useTranslation('members');
  const location = useLocation();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | null>(() => bannerOf(location.search));

  useEffect(() => {
    const fresh = bannerOf(location.search);
    if (!fresh) return;
    setBanner(fresh);
    void navigate(MEMBER_PATHS.landing, { replace: true });
  }, [location.search, navigate]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), MEMBER_LIMITS.bannerTimeoutMs);
    return () => clearTimeout(timer);
  }, [banner]);

  if (!banner) return null;
  return (
    <Message
      severity="success"
      className="members-banner"
      data-testid="member-success-banner"
      content={
        <div role="status">
          <strong data-testid="member-success-header">
            {t(banner.change === 'plan' ? 'banner.changePlan' : `banner.${banner.flag}`)}
          </strong>
          <p data-testid="member-success-refs">
            {t('banner.reference', { count: banner.refs.length, refs: banner.refs.join(', ') })}
          </p>
        </div>
      }
    />
  );
}
