import { useTranslation } from 'react-i18next';
import { Loader } from '../components/layout/loader';
import { PageTitle } from '../components/layout/page-frame';
import { useApiDocument } from '../features/api-tokens/api/api-document';
import { ApiGuide } from '../features/api-tokens/components/api-guide';
import { ApiReference } from '../features/api-tokens/components/api-reference';

/**
 * `/api-tokens/docs` (issue 30): "Your first request" with curl, then the reference of every public
 * route, both from the API document `GET /api/openapi.json` as served (docs/decisions/api-reference-page.md).
 */
export default function ApiDocsPage() {
  const { t } = useTranslation();
  const { data: document, error } = useApiDocument();
  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.apiDocs')}</PageTitle>
      <ApiGuide document={document} />
      {document ? (
        <ApiReference document={document} />
      ) : error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="api-reference-error">
          {t('apiTokens.docs.loadFailed')}
        </p>
      ) : (
        <Loader />
      )}
    </div>
  );
}
