import { LabelledDropdown } from '@/components/labelled-dropdown';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { CompanyRef } from '@mo/contracts';
import {
  companyToRestore,
  isBroker,
  rememberCompany,
  selectCompany,
  selectProfile,
} from '@/lib/session';

const NO_COMPANIES: CompanyRef[] = [];

/**
 * The header's company: the name for HR, a searchable dropdown for a broker (spec part 1
 * section 2: "a searchable company dropdown when the user has several companies"): the search
 * box shows at any count, not only above ten options as on other dropdowns, and filters by the
 * portal's one dropdown rule (from the 3rd character, docs/spec-notes.md). A choice is stored and announced as companyChanged; a stored company the profile
 * no longer lists falls back to the first.
 */
export function CompanySwitcher() {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const profile = useSelector(selectProfile);
  const company = useSelector(selectCompany);
  const companies = profile?.companyDetails ?? NO_COMPANIES;

  useEffect(() => {
    const restored = companyToRestore(companies, company);
    if (restored) dispatch(rememberCompany(restored));
  }, [companies, company, dispatch]);

  const name = company?.name ?? profile?.companyName ?? '';
  if (!isBroker(companies)) {
    return (
      <div className="shell-header__company">
        <span className="shell-header__company-label">{t('header.company')}</span>
        <span className="shell-header__company-name" data-testid="company-name">
          {name}
        </span>
      </div>
    );
  }
  const options = companies.map((c) => ({
    value: c.id,
    label: c.companyName,
  }));
  return (
    <div className="shell-header__company shell-header__company--broker">
      <LabelledDropdown
        label={t('header.company')}
        labelClassName="shell-header__company-label"
        inputId="header-company"
        className="company-switcher"
        value={company?.id ?? null}
        options={options}
        appendTo="self"
        filter
        searchTestId="company-search"
        valueTemplate={() => (
          <span className="shell-header__company-name" data-testid="company-name">
            {name}
          </span>
        )}
        onChange={(event) => {
          const chosen = companies.find((c) => c.id === event.value);
          if (chosen && chosen.id !== company?.id) {
            dispatch(rememberCompany({ id: chosen.id, name: chosen.companyName }));
          }
        }}
        data-testid="company-dropdown"
      />
    </div>
  );
}
