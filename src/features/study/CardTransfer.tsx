import { useId, useState, type ChangeEvent } from 'react';
import { exportCards, importCards, type ExportFormat } from '../../data/card-transfer';
import { useAllFiles } from '../../data/files';
import { useToast } from '../../ui/toasts';
import { useStudyText } from './messages';

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Export a file's cards (or all) to Anki or CSV/TSV; import CSV/TSV into a chosen file. */
export function CardTransfer({ fileId }: { fileId: number | null }) {
  const studyText = useStudyText();
  const toast = useToast();
  const id = useId();
  const files = useAllFiles()
    .filter((f) => f.id > 0)
    .sort((a, b) => a.file_name.localeCompare(b.file_name));
  const [scope, setScope] = useState<string>(fileId === null ? 'all' : String(fileId));
  const [target, setTarget] = useState<string>(fileId === null ? '' : String(fileId));
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);

  async function run(format: ExportFormat) {
    setBusy('export');
    try {
      const out = await exportCards(format, scope === 'all' ? null : Number(scope));
      download(out.blob, out.fileName);
      toast.show(studyText.exported(out.count, out.fileName), 'success');
    } catch (error) {
      console.error(error);
      toast.show(studyText.exportFailed(reason(error)), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function onImport(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const chosen = input.files?.[0];
    const into = files.find((f) => String(f.id) === target);
    if (!chosen || !into) return;
    setBusy('import');
    try {
      const outcome = await importCards(into.id, chosen.name, await chosen.text());
      const notes =
        (outcome.skipped > 0 ? studyText.importSkipped(outcome.skipped) : '') +
        (outcome.failed > 0 ? studyText.importFailedCards(outcome.failed) : '');
      toast.show(
        studyText.imported(outcome.imported, into.file_name) + notes,
        outcome.failed > 0 ? 'warning' : 'success',
      );
    } catch (error) {
      toast.show(studyText.importFailed(reason(error)), 'error');
    } finally {
      input.value = '';
      setBusy(null);
    }
  }

  return (
    <section className="card study-transfer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{studyText.transfer}</h2>
      <div className="field">
        <label htmlFor={`${id}-scope`}>{studyText.exportScope}</label>
        <select id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value)}>
          <option value="all">{studyText.allFilesOption}</option>
          {files.map((f) => (
            <option key={f.id} value={String(f.id)}>
              {f.file_name}
            </option>
          ))}
        </select>
      </div>
      <div className="row study-transfer-actions">
        {(
          [
            ['apkg', studyText.exportApkg],
            ['csv', studyText.exportCsv],
            ['tsv', studyText.exportTsv],
          ] as const
        ).map(([format, label]) => (
          <button
            key={format}
            type="button"
            className="btn"
            disabled={busy !== null}
            onClick={() => void run(format)}
          >
            {busy === 'export' ? studyText.exporting : label}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor={`${id}-target`}>{studyText.importInto}</label>
        <select id={`${id}-target`} value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="" disabled>
            {studyText.chooseFile}
          </option>
          {files.map((f) => (
            <option key={f.id} value={String(f.id)}>
              {f.file_name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-import`}>
          {busy === 'import' ? studyText.importing : studyText.importCsv}
        </label>
        <input
          id={`${id}-import`}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          disabled={busy !== null || target === ''}
          aria-describedby={`${id}-import-help`}
          onChange={(e) => void onImport(e)}
        />
        <span id={`${id}-import-help`} className="muted">
          {studyText.importHelp}
        </span>
      </div>
    </section>
  );
}
