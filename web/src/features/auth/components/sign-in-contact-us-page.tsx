import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDispatch } from 'react-redux';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_VARIABLE_CODES, type SystemParameter } from '@mo/contracts';
import { PATHS } from '../../../lib/paths';
import type { ThunkExtra } from '../../../lib/rtk-api';
import { defaultVariable, fetchSysParam } from '../../../lib/sys-params';

/** DEFAULT_VARIABLES through the store's API client; null when it cannot be read. */
const loadDefaults =
  (): ThunkAction<Promise<SystemParameter | null>, unknown, ThunkExtra, UnknownAction> =>
  (_dispatch, _getState, { api }) =>
    fetchSysParam(api, 'DEFAULT_VARIABLES').catch(() => null);

const ROWS = [
  { key: 'phone', code: DEFAULT_VARIABLE_CODES.csContactNumber, icon: 'pi-phone' },
  { key: 'whatsapp', code: DEFAULT_VARIABLE_CODES.csWhatsappNumber, icon: 'pi-whatsapp' },
  { key: 'email', code: DEFAULT_VARIABLE_CODES.email, icon: 'pi-envelope' },
  { key: 'address', code: DEFAULT_VARIABLE_CODES.address, icon: 'pi-map-marker' },
] as const;

/** Contact details for sign-in problems, from the stored default variables (spec section 2). */
export function SignInContactUsPage() {
  const { t } = useTranslation('auth');
  const dispatch = useDispatch<ThunkDispatch<unknown, ThunkExtra, UnknownAction>>();
  const [defaults, setDefaults] = useState<SystemParameter | null>(null);
  useEffect(() => {
    let live = true;
    void dispatch(loadDefaults()).then((value) => live && setDefaults(value));
    return () => {
      live = false;
    };
  }, [dispatch]);
  return (
    <>
      <h1 className="auth-title">{t('contactUs.title')}</h1>
      <p className="auth-subtitle" data-testid="contact-hours">
        {t('contactUs.hours')}
      </p>
      <dl className="contact-list">
        {ROWS.map((row) => (
          <div key={row.key} className="contact-list__row">
            <dt>
              <i className={`pi ${row.icon}`} aria-hidden /> {t(`contactUs.${row.key}`)}
            </dt>
            <dd data-testid={`contact-${row.key}`}>
              {defaultVariable(defaults, row.code) ?? '--'}
            </dd>
          </div>
        ))}
      </dl>
      <p className="auth-help">
        <Link to={PATHS.signIn} className="text-link">
          <i className="pi pi-arrow-left" aria-hidden /> {t('mfa.back')}
        </Link>
      </p>
    </>
  );
}
