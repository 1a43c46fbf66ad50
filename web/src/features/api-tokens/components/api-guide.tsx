import { useTranslation } from 'react-i18next';
import { type ApiDocument, exampleOf, operationById } from '../api/api-document';
import { CodeBlock } from './code-block';

const json = (value: unknown) => JSON.stringify(value, null, 2);
const token = 'okn_…';

/**
 * "Your first request" (issue 30): make a token, list the domains with curl, read the answer,
 * add a DNS record, and the errors and limits. The commands use this portal's own address; the
 * answer and the record are the API document's own examples.
 */
export function ApiGuide({ document }: { document: ApiDocument | undefined }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const list = document && operationById(document, 'listDomains');
  const create = document && operationById(document, 'createDnsRecord');
  const listAnswer = list && exampleOf(list.operation, '200');
  const record = create && exampleOf(create.operation, 'request');
  const firstRequest = `curl -H "Authorization: Bearer ${token}" ${origin}/api/domains`;
  const change = create
    ? [
        `curl -X ${create.method} \\`,
        `  -H "Authorization: Bearer ${token}" \\`,
        `  -H "Content-Type: application/json" \\`,
        `  -d '${JSON.stringify(record ?? {})}' \\`,
        `  ${origin}${create.path.replace('{domainId}', 'DOMAIN_ID')}`,
      ].join('\n')
    : undefined;
  const errors = ['token_invalid', 'token_scope', 'validation_failed', 'rate_limited'] as const;

  return (
    <section aria-labelledby="api-guide-heading" className="space-y-5 rounded-xl border border-slate-200 bg-white px-4 py-5 shadow-sm sm:px-6" data-testid="api-guide">
      <div className="space-y-2">
        <h2 id="api-guide-heading" className="text-lg font-semibold text-slate-900">
          {t('apiTokens.docs.guideHeading')}
        </h2>
        <p className="text-sm text-slate-600">{t('apiTokens.docs.guideIntro')}</p>
      </div>
      <Step heading={t('apiTokens.docs.step1Heading')} text={t('apiTokens.docs.step1Text')} />
      <Step heading={t('apiTokens.docs.step2Heading')} text={t('apiTokens.docs.step2Text')}>
        <CodeBlock label={t('apiTokens.docs.step2Heading')} testId="api-guide-first-request">
          {firstRequest}
        </CodeBlock>
      </Step>
      <Step heading={t('apiTokens.docs.step3Heading')} text={t('apiTokens.docs.step3Text')}>
        {listAnswer !== undefined && <CodeBlock label={t('apiTokens.docs.step3Heading')}>{json(listAnswer)}</CodeBlock>}
      </Step>
      <Step heading={t('apiTokens.docs.step4Heading')} text={t('apiTokens.docs.step4Text')}>
        {change && (
          <CodeBlock label={t('apiTokens.docs.step4Heading')} testId="api-guide-change-record">
            {change}
          </CodeBlock>
        )}
      </Step>
      <Step heading={t('apiTokens.docs.errorsHeading')} text={t('apiTokens.docs.errorsText')}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {errors.map((code) => (
            <li key={code}>{t(`apiTokens.docs.errors.${code}`)}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">{t('apiTokens.docs.idempotency')}</p>
      </Step>
    </section>
  );
}

function Step({ heading, text, children }: { heading: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{heading}</h3>
      <p className="text-sm text-slate-700">{text}</p>
      {children}
    </div>
  );
}
