import type { LanguageCode } from '@parley/i18n';
import { Button } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { api } from '../lib/api';
import { storedUser } from '../lib/session';
import { useAuth } from '../stores/auth';
import { PlansModal } from '../billing/PlansModal';
import { OPEN_ADD_TO_SITE, openDialog } from '../pages/install/events';
import { InstallDialogs } from '../pages/install/InstallDialogs';
import { GraceNotice } from './GraceNotice';
import { LanguageSelect } from './LanguageSelect';
import { WorkingButton } from '../components/WorkingButton';

/** The ten dashboard pages, in the order the navigation lists them. */
export const NAV_ITEMS = [
  { to: '/dashboard/agent-persona', key: 'nav.agentPersona' },
  { to: '/dashboard/knowledge-base', key: 'nav.knowledgeBase' },
  { to: '/dashboard/documents', key: 'nav.documents' },
  { to: '/dashboard/product-catalog', key: 'nav.productCatalog' },
  { to: '/dashboard/custom-rules', key: 'nav.customRules' },
  { to: '/dashboard/agent-tests', key: 'agentTests.nav' },
  { to: '/dashboard/inbox', key: 'inbox.nav' },
  { to: '/dashboard/conversations', key: 'nav.conversations' },
  { to: '/dashboard/leads', key: 'leads.nav' },
  { to: '/dashboard/analytics', key: 'nav.analytics' },
  { to: '/dashboard/widget-settings', key: 'nav.widgetSettings' },
  { to: '/dashboard/webhooks', key: 'webhooks.nav' },
  { to: '/dashboard/billing', key: 'nav.billing' },
  { to: '/dashboard/privacy', key: 'privacy.nav' },
  { to: '/dashboard/account', key: 'nav.account' },
] as const;

export function DashboardShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useAuth((s) => s.logout);
  const organization = useAuth((s) => s.organization);
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const businessName = organization?.name ?? storedUser()?.organization.name ?? '';

  const signOut = async () => {
    setLeaving(true);
    void navigate(await logout(), { replace: true });
  };
  const saveLanguage = (code: LanguageCode) => {
    // The switcher also remembers the choice on the account, so it follows the person.
    void api.updateProfile({ user: { language_preference: code } }).catch(() => {});
  };

  return (
    <div className="shell" data-testid="dashboard-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="shell__header">
        <button
          type="button"
          className="shell__menu pl-button pl-button--ghost"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('nav.menu')}
        </button>
        <NavLink to="/dashboard" end className="shell__brand">
          {t('app.name')}
        </NavLink>
        <span className="shell__org">{businessName}</span>
        <span className="shell__spacer" />
        <Button variant="secondary" data-testid="add-to-site" onClick={() => openDialog(OPEN_ADD_TO_SITE)}>
          {t('install.addToSite.open')}
        </Button>
        <LanguageSelect onChange={saveLanguage} />
        <WorkingButton variant="secondary" data-testid="sign-out" loading={leaving} onClick={() => void signOut()}>
          {t('nav.signOut')}
        </WorkingButton>
      </header>
      <div className="shell__body">
        <nav id="main-nav" className={menuOpen ? 'shell__nav shell__nav--open' : 'shell__nav'} aria-label={t('nav.label')}>
          <ul>
            <li>
              <NavLink to="/dashboard" end onClick={() => setMenuOpen(false)}>
                {t('nav.overview')}
              </NavLink>
            </li>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={() => setMenuOpen(false)}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="shell__main" tabIndex={-1}>
          <GraceNotice />
          <Outlet />
        </main>
        <PlansModal />
        <InstallDialogs />
      </div>
    </div>
  );
}
