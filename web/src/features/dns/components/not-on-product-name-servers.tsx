import { InfoIcon } from '#web/components/ui/icons.tsx';

/** The spec's message when the domain uses other name servers: we host nothing for it. */
export function NotOnProductNameServers({ message }: { message: string }) {
  return (
    <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status" data-testid="not-on-product-name-servers">
      <InfoIcon className="mt-0.5 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
