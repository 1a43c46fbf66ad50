import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader } from '#web/components/layout/loader.tsx';
import { Card, PageTitle } from '#web/components/layout/page-frame.tsx';
import { BackIcon } from '#web/components/ui/icons.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { AdminLayout } from './admin-layout';

/**
 * The layout the admin area's pages about one thing (a domain, a user) share: the way back to
 * their list, the title, and cards of facts (a label over each value), actions and lists, the
 * history last.
 */

/**
 * The frame of such a page: back to the list, the title (the thing's name once it is loaded),
 * then the thing (`children`, given once it is loaded), why it could not be shown (not found, or
 * another failure), or the loader meanwhile.
 */
export function AdminDetailPage({
  back,
  title,
  error,
  notFound,
  loadFailed,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  error: unknown;
  notFound: string;
  loadFailed: string;
  children: ReactNode | undefined;
}) {
  return (
    <AdminLayout>
      <div className="space-y-6">
        <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
          <BackIcon className="size-4" />
          {back.label}
        </Link>
        <PageTitle>{title}</PageTitle>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {isApiError(error) && error.status === 404 ? notFound : loadFailed}
          </p>
        ) : (
          (children ?? <Loader />)
        )}
      </div>
    </AdminLayout>
  );
}

/** One fact: its label over its value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/** A card of facts (`Detail`s), in two columns from a small screen up. */
export function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
    </Card>
  );
}

/** The history card: the thing's history (loaded on its own) under `title`. */
export function HistoryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <Suspense fallback={null}>{children}</Suspense>
    </Card>
  );
}
