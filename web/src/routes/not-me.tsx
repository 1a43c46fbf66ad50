import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { NotMeReport } from '#shared/schemas/domain-settings.ts';
import { SubmitButton } from '../components/form/submit-button';
import { paths } from '../config/paths';
import { reportNotMe } from '../features/domain-settings/api/report-not-me';
import { AuthFrame, textLink } from '../features/auth/components/auth-frame';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';
import { errorMessage } from '../lib/error-message';

/**
 * `/not-me/{token}` (not-me): the "This was not me" link of a change's mail (issue 29;
 * docs/decisions/this-was-not-me.md). Open to everyone, signed in or not, in the guest pages'
 * frame: it says what confirming does (every session of the change's author ends, the domain goes
 * under the portal lock, its people are told), and confirming posts the token once. A link that
 * is used, unknown or past its 14 days is answered in words, on the page.
 */
export default function NotMePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<NotMeReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      setReport(await reportNotMe(token));
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  if (report) {
    const name = report.domain_name ?? '';
    const done = report.locked === 'now' ? t('notMe.doneNow', { name }) : report.locked === 'already' ? t('notMe.doneAlready', { name }) : t('notMe.doneNoDomain');
    return (
      <AuthFrame title={t('notMe.doneTitle')} localeSwitcher={<LocaleSwitcher />}>
        <div className="space-y-4 text-sm text-slate-700" role="status" data-testid="not-me-done">
          <p className="break-words">{done}</p>
          <p>{t('notMe.next')}</p>
          <Link to={paths['auth-login'].href()} className={`${textLink} inline-flex min-h-11 items-center`}>
            {t('notMe.toLogin')}
          </Link>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('titles.notMe')} intro={t('notMe.intro')} localeSwitcher={<LocaleSwitcher />}>
      <form onSubmit={(event) => void confirm(event)} className="space-y-5">
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
          <li>{t('notMe.sessions')}</li>
          <li>{t('notMe.lock')}</li>
          <li>{t('notMe.told')}</li>
        </ul>
        <p className="text-sm text-slate-600">{t('notMe.once')}</p>
        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="not-me-error">
            {failure}
          </p>
        )}
        <SubmitButton busy={busy} className="w-full">
          {t('notMe.confirm')}
        </SubmitButton>
      </form>
    </AuthFrame>
  );
}
