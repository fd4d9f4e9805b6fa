import { useTranslation } from 'react-i18next';

/** The README's receiver check, so an owner who has just been shown the secret need not go looking for it. */
export const VERIFY_SAMPLE = `const { createHmac, timingSafeEqual } = require('node:crypto');

// header: the request's Parley-Signature header; rawBody: the body as received, before parsing.
function verify(secret, rawBody, header, toleranceS = 300) {
  const { t, v1 = '' } = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const mac = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  return Math.abs(Date.now() / 1000 - Number(t)) <= toleranceS
    && /^[0-9a-f]{64}$/.test(v1) && timingSafeEqual(mac, Buffer.from(v1, 'hex'));
}`;

/** A code sample, folded away: it reads left to right on a right-to-left page too. */
export function SignatureExample() {
  const { t } = useTranslation();
  return (
    <details className="webhooks__verify">
      <summary>{t('webhooks.verifyExample')}</summary>
      <pre dir="ltr">
        <code>{VERIFY_SAMPLE}</code>
      </pre>
    </details>
  );
}
