import { CLAIM_LIMITS } from '@mo/contracts';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The COB success banner (part 2 section 2): the transaction number from the route parameter
 * cobRefNo, shown for 3000 ms. The parameter leaves the address at once (the rest stays), so a
 * reload or Back does not show it again.
 */
export function CobBanner() {
  const { t } = useTranslation('claims');
  const location = useLocation();
  const navigate = useNavigate();
  const [refNo, setRefNo] = useState<string | null>(() =>
    new URLSearchParams(location.search).get('cobRefNo'),
  );

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const fresh = params.get('cobRefNo');
    if (!fresh) return;
    setRefNo(fresh);
    params.delete('cobRefNo');
    const rest = params.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!refNo) return;
    const timer = setTimeout(() => setRefNo(null), CLAIM_LIMITS.cobBannerTimeoutMs);
    return () => clearTimeout(timer);
  }, [refNo]);

  if (!refNo) return null;
  return (
    <Message
      severity="success"
      className="claims-banner"
      data-testid="cob-success-banner"
      content={
        <div role="status">
          <strong>{t('cobBanner.header')}</strong>
          <p data-testid="cob-success-ref">{t('cobBanner.reference', { refNo })}</p>
        </div>
      }
    />
  );
}
