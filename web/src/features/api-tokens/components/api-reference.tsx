import { useTranslation } from 'react-i18next';
import { type ApiDocument, type ApiOperation, exampleOf, publicRoutesByArea, type PublicRoute } from '../api/api-document';
import { CodeBlock, WrappingPath } from './code-block';

const json = (value: unknown) => JSON.stringify(value, null, 2);

const methodColours: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-900',
  POST: 'bg-blue-100 text-blue-900',
  PUT: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-red-100 text-red-900',
};

/**
 * The reference of the public API (issue 30), rendered by the app from `GET /api/openapi.json`
 * (docs/decisions/api-reference-page.md): the routes an API token reaches, by area, each with its
 * method, path, scope, summary, parameters, examples and the errors it answers.
 */
export function ApiReference({ document }: { document: ApiDocument }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="api-reference-heading" className="space-y-5" data-testid="api-reference">
      <div className="space-y-2">
        <h2 id="api-reference-heading" className="text-lg font-semibold text-slate-900">
          {t('apiTokens.docs.referenceHeading')}
        </h2>
        <p className="text-sm text-slate-600">{t('apiTokens.docs.referenceIntro')}</p>
        <a href="/api/openapi.json" className="inline-flex min-h-11 items-center text-sm font-medium text-blue-700 underline hover:text-blue-900">
          {t('apiTokens.docs.documentLink')}
        </a>
      </div>
      {publicRoutesByArea(document).map(({ area, routes }) => (
        <section key={area} aria-labelledby={`api-area-${area}`} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <h3 id={`api-area-${area}`} className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 sm:px-6">
            {t(`apiTokens.areas.${area}`)}
          </h3>
          <ul className="divide-y divide-slate-100">
            {routes.map((route) => (
              <li key={`${route.method} ${route.path}`}>
                <Operation route={route} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

const explainedErrors = ['token_invalid', 'token_scope', 'validation_failed', 'rate_limited'] as const;

/** A token's error in the catalogue's words (`401 token_invalid: …`), another as the document describes it. */
function useErrorText() {
  const { t } = useTranslation();
  return (status: string, response: ApiOperation['responses'][string]) => {
    const code = (exampleOf({ responses: { [status]: response } } as ApiOperation, status) as { error?: { code?: string } } | undefined)?.error?.code;
    const known = explainedErrors.find((explained) => explained === code);
    return known ? t(`apiTokens.docs.errors.${known}`) : `${status} ${response.description ?? ''}`;
  };
}

function Operation({ route }: { route: PublicRoute }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { operation } = route;
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.name !== 'Accept-Language');
  const request = exampleOf(operation, 'request');
  const success = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status));
  const answer = success ? exampleOf(operation, success) : undefined;
  const errors = Object.entries(operation.responses).filter(([status]) => /^[45]\d\d$/.test(status));
  return (
    <details className="group" data-testid="api-operation" data-operation={operation.operationId}>
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50 sm:px-6">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold ${methodColours[route.method] ?? 'bg-slate-100 text-slate-900'}`}>{route.method}</span>
        <code className="font-mono text-sm text-slate-900" data-testid="api-operation-path">
          <WrappingPath path={route.path} />
        </code>
      </summary>
      <div className="space-y-4 px-4 pb-5 sm:px-6">
        {operation.summary && <p className="text-sm text-slate-700">{operation.summary}</p>}
        <p className="text-sm text-slate-700">
          {t('apiTokens.docs.scope')}:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs" data-testid="api-operation-scope">
            {route.scope}
          </code>
        </p>
        {parameters.length > 0 && (
          <div className="space-y-1">
            <h4 className="text-sm font-semibold text-slate-900">{t('apiTokens.docs.parameters')}</h4>
            <ul className="space-y-1 text-sm text-slate-700">
              {parameters.map((parameter) => (
                <li key={`${parameter.in} ${parameter.name}`}>
                  <code className="font-mono text-xs">{parameter.name}</code> ({parameter.in}
                  {parameter.required ? `, ${t('apiTokens.docs.required')}` : ''})
                </li>
              ))}
            </ul>
          </div>
        )}
        {request !== undefined && (
          <div className="space-y-1">
            <h4 className="text-sm font-semibold text-slate-900">{t('apiTokens.docs.requestExample')}</h4>
            <CodeBlock label={`${t('apiTokens.docs.requestExample')}: ${route.method} ${route.path}`}>{json(request)}</CodeBlock>
          </div>
        )}
        {answer !== undefined && success && (
          <div className="space-y-1">
            <h4 className="text-sm font-semibold text-slate-900">{t('apiTokens.docs.responseExample', { status: success })}</h4>
            <CodeBlock label={`${t('apiTokens.docs.responseExample', { status: success })}: ${route.method} ${route.path}`}>{json(answer)}</CodeBlock>
          </div>
        )}
        {errors.length > 0 && (
          <div className="space-y-1">
            <h4 className="text-sm font-semibold text-slate-900">{t('apiTokens.docs.errorsLabel')}</h4>
            <ul className="space-y-1 text-sm text-slate-700" data-testid="api-operation-errors">
              {errors.map(([status, response]) => (
                <li key={status}>{errorText(status, response)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
