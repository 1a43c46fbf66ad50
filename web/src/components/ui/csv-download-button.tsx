import { useState } from 'react';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** A "Download CSV" button: builds the file when pressed (it may read every page first) and saves it; says so when it fails. */
export function CsvDownloadButton({
  label,
  failedText,
  filename,
  build,
  testId,
}: {
  label: string;
  failedText: string;
  filename: string;
  build: () => Promise<string>;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(new Blob([await build()], { type: 'text/csv;charset=utf-8' }), filename);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" className={secondaryButton} disabled={busy} aria-busy={busy} onClick={() => void download()} data-testid={testId}>
        {label}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {failedText}
        </p>
      )}
    </div>
  );
}
