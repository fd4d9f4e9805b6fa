import { Spinner } from '@parley/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { PublicOnly, RequireAuth, RequireSubscription } from './guards';
import { HomeRoute, ServerPage } from './home';
import { RouteEffects } from './route-effects';

// Each page is its own chunk: the sign-in page does not pay for the dashboard.
const auth = () => import('../pages/auth-forms');
const LoginPage = lazy(() => auth().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => auth().then((m) => ({ default: m.RegisterPage })));
const InvitedRegisterPage = lazy(() => auth().then((m) => ({ default: m.InvitedRegisterPage })));
const publicPages = () => import('../pages/public-pages');
const DemoPage = lazy(() => publicPages().then((m) => ({ default: m.DemoPage })));
const LoadingPage = lazy(() => publicPages().then((m) => ({ default: m.LoadingPage })));
const WidgetPreviewPage = lazy(() => publicPages().then((m) => ({ default: m.WidgetPreviewPage })));
const BillingResultPage = lazy(() => publicPages().then((m) => ({ default: m.BillingResultPage })));
const UnlockPage = lazy(() => import('../pages/unlock/UnlockPage').then((m) => ({ default: m.UnlockPage })));
const RegisterConfirmPage = lazy(() => import('../pages/register-confirm/RegisterConfirmPage').then((m) => ({ default: m.RegisterConfirmPage })));
const setup = () => import('../pages/setup');
const ActivatePage = lazy(() => setup().then((m) => ({ default: m.ActivatePage })));
const OnboardingPage = lazy(() => setup().then((m) => ({ default: m.OnboardingPage })));
const SubscriptionGate = lazy(() => import('../pages/subscription-gate').then((m) => ({ default: m.SubscriptionGate })));
const DashboardShell = lazy(() => import('../shell/DashboardShell').then((m) => ({ default: m.DashboardShell })));
const OverviewPage = lazy(() => import('../pages/overview').then((m) => ({ default: m.OverviewPage })));
const AccountPage = lazy(() => import('../pages/account').then((m) => ({ default: m.AccountPage })));
const PrivacyPage = lazy(() => import('../pages/privacy/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const WebhooksPage = lazy(() => import('../pages/webhooks/WebhooksPage').then((m) => ({ default: m.WebhooksPage })));
// The pages that need an active subscription, each behind the same gate.
const SUBSCRIBED_PAGES = {
  'agent-persona': lazy(() => import('../pages/knowledge/AgentPersonaPage').then((m) => ({ default: m.AgentPersonaPage }))),
  'knowledge-base': lazy(() => import('../pages/knowledge/KnowledgeBasePage').then((m) => ({ default: m.KnowledgeBasePage }))),
  documents: lazy(() => import('../pages/knowledge/DocumentsPage').then((m) => ({ default: m.DocumentsPage }))),
  'product-catalog': lazy(() => import('../pages/knowledge/ProductCatalogPage').then((m) => ({ default: m.ProductCatalogPage }))),
  'custom-rules': lazy(() => import('../pages/knowledge/CustomRulesPage').then((m) => ({ default: m.CustomRulesPage }))),
  'agent-tests': lazy(() => import('../pages/agent-tests/AgentTestsPage').then((m) => ({ default: m.AgentTestsPage }))),
  'widget-settings': lazy(() => import('../pages/install/WidgetSettingsPage').then((m) => ({ default: m.WidgetSettingsPage }))),
  inbox: lazy(() => import('../pages/inbox/InboxPage').then((m) => ({ default: m.InboxPage }))),
  conversations: lazy(() => import('../pages/insights/ConversationsPage').then((m) => ({ default: m.ConversationsPage }))),
  leads: lazy(() => import('../pages/leads/LeadsPage').then((m) => ({ default: m.LeadsPage }))),
  analytics: lazy(() => import('../pages/insights/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage }))),
};
const BillingPage = lazy(() => import('../pages/billing').then((m) => ({ default: m.BillingPage })));
const BillingCallbackPage = lazy(() => import('../pages/billing-callback').then((m) => ({ default: m.BillingCallbackPage })));

const MARKETING_PAGES = ['/examples', '/faq', '/manifesto', '/pricing', '/privacy', '/terms'];
const DEMO_PAGES = ['/trump', '/tippsy-demo', '/ordinary-demo', '/allseeingmasa'];

function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-center">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const signedOut = (page: ReactNode) => <PublicOnly>{page}</PublicOnly>;
const subscribed = (page: ReactNode) => <RequireSubscription>{page}</RequireSubscription>;

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RouteEffects />
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/login" element={signedOut(<LoginPage />)} />
        <Route path="/register" element={signedOut(<RegisterPage />)} />
        <Route path="/organization/:subId/register" element={signedOut(<InvitedRegisterPage />)} />
        <Route path="/partnerships" element={signedOut(<ServerPage path="/partnerships" />)} />
        <Route path="/chat/login" element={signedOut(<LoginPage chat />)} />
        {/* The lock email's link: public, whether or not this browser is signed in. */}
        <Route path="/unlock" element={<UnlockPage />} />
        {/* The sign-up email's link: public too, so a browser signed in to another account can still confirm. */}
        <Route path="/register/confirm" element={<RegisterConfirmPage />} />
        {MARKETING_PAGES.map((path) => (
          <Route key={path} path={path} element={<ServerPage path={path} />} />
        ))}
        <Route path="/demo" element={<DemoPage />} />
        <Route path="/demo/:subId" element={<DemoPage />} />
        {DEMO_PAGES.map((path) => (
          <Route key={path} path={path} element={<DemoPage />} />
        ))}
        <Route path="/loading" element={<LoadingPage />} />
        <Route path="/loading/:organizationName" element={<LoadingPage />} />
        <Route path="/widget" element={<WidgetPreviewPage />} />
        <Route path="/billing/subscribe-success" element={<BillingResultPage outcome="success" />} />
        <Route path="/billing/subscribe-failed" element={<BillingResultPage outcome="failed" />} />

        <Route path="/activate" element={signedIn(<ActivatePage />)} />
        <Route path="/onboarding" element={signedIn(<OnboardingPage />)} />
        <Route path="/subscribe" element={signedIn(<Navigate to="/dashboard" replace />)} />
        <Route path="/voice-ai/checkout" element={signedIn(<SubscriptionGate />)} />
        <Route path="/voice-ai/subscribe" element={signedIn(<SubscriptionGate />)} />
        <Route path="/dashboard" element={signedIn(<DashboardShell />)}>
          <Route index element={<OverviewPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="webhooks" element={<WebhooksPage />} />
          <Route path="billing" element={<BillingPage />} />
          <Route path="billing/callback" element={<BillingCallbackPage />} />
          {Object.entries(SUBSCRIBED_PAGES).map(([path, Page]) => (
            <Route key={path} path={path} element={subscribed(<Page />)} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
