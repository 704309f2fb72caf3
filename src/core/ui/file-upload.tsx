/**
 * Attachments: a button that opens the file picker (several files, the accepted types), the list of
 * chosen files with a remove button each, the files refused before anything is sent (type, size,
 * count: `checkFiles`, pure), a refusal the server gave (`error`), and a progress bar while the
 * files upload. The files live with the caller (a form keeps them when its send fails); texts come
 * from the caller's namespace, like Pagination's.
 * Styles: file-upload.css, adopted with the widget (useSheet), not with the shared runtime.
 */
import { useId, useRef, useState } from 'react';
import { Button } from './components.tsx';
import css from './file-upload.css?inline';
import { useSheet } from './sheet.ts';

export type FileRules = {
  /** As the picker's `accept`: `.pdf`, `image/png`, `image/*`, comma-separated. */
  accept: string;
  maxBytes: number;
  maxFiles: number;
};

export type Refusal = { name: string; reason: 'type' | 'size' | 'count' };

/** Bytes sent of the total, or 'pending' while under way with no figures (yet). */
export type FileUploadProgress = { loaded: number; total: number } | 'pending';

/** The whole percent of an upload's progress, or null while there are no figures (none, or 'pending'). */
export function progressPercent(progress: FileUploadProgress | null): number | null {
  return progress && progress !== 'pending' && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
}

/** Whether a file is of a type `accept` names: by extension (`.pdf`), exact type or `type/*`. */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The files after adding `added` to `current`: a file of a type not accepted, larger than the limit
 * or beyond the number allowed is refused (with the reason), a file already chosen is left out.
 * The server checks again (by content, not by name): this only saves the user a failed send.
 */
export function checkFiles(current: readonly File[], added: readonly File[], rules: FileRules): { files: File[]; refused: Refusal[] } {
  const files = [...current];
  const refused: Refusal[] = [];
  for (const file of added) {
    if (files.some((f) => sameFile(f, file))) continue;
    if (!acceptsFile(file, rules.accept)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > rules.maxBytes) refused.push({ name: file.name, reason: 'size' });
    else if (files.length >= rules.maxFiles) refused.push({ name: file.name, reason: 'count' });
    else files.push(file);
  }
  return { files, refused };
}

export type FileUploadTexts = {
  /** The button that opens the picker ("Attach files"). */
  choose: string;
  /** What may be attached ("Images, PDF, … at most 10 files of 10 MB each"). */
  hint: string;
  /** Name of the list of chosen files. */
  listLabel: string;
  /** The remove button of one file ("Remove report.pdf"). */
  remove: (name: string) => string;
  /** Why a file was not added. */
  refused: (refusal: Refusal) => string;
  /** Name of the progress bar ("Uploading"). */
  progress: string;
  /** A file's size as shown ("120 kB"). */
  size: (bytes: number) => string;
};

export type FileUploadProps = {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  rules: FileRules;
  texts: FileUploadTexts;
  /** While the files upload: the bar (and no changes to the list). */
  progress?: FileUploadProgress | null;
  /** A refusal of the files by the server, shown with the list: one text, or one a file (each naming its file). */
  error?: string | readonly string[] | null;
  disabled?: boolean;
};

export function FileUpload({ files, onFilesChange, rules, texts, progress = null, error, disabled = false }: FileUploadProps) {
  useSheet(css);
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const hintId = useId();
  const uploading = progress !== null;
  const busy = disabled || uploading;
  const percent = progressPercent(progress);
  const errors = typeof error === 'string' ? [error].filter(Boolean) : (error ?? []);

  return (
    <div className="fsp-file-upload" part="file-upload">
      <div className="fsp-file-upload-pick">
        <Button variant="secondary" disabled={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {texts.choose}
        </Button>
        <p id={hintId} className="fsp-field-hint">
          {texts.hint}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={rules.accept}
          hidden
          tabIndex={-1}
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            e.target.value = ''; // the same file can be picked again after removing it
            const result = checkFiles(files, picked, rules);
            setRefused(result.refused);
            if (result.files.length !== files.length) onFilesChange(result.files);
          }}
        />
      </div>
      {refused.length > 0 || errors.length > 0 ? (
        <div className="fsp-alert" role="alert">
          {errors.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {refused.length > 0 ? (
            <ul>
              {refused.map((r) => (
                <li key={`${r.reason}-${r.name}`}>{texts.refused(r)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul className="fsp-file-list" aria-label={texts.listLabel}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="fsp-file-item">
              <span className="fsp-file-name">{file.name}</span>
              <span className="fsp-file-size">{texts.size(file.size)}</span>
              <Button
                variant="link"
                disabled={busy}
                aria-label={texts.remove(file.name)}
                onClick={() => {
                  setRefused([]);
                  onFilesChange(files.filter((_, j) => j !== i));
                }}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploading ? (
        <div className="fsp-file-progress">
          <progress aria-label={texts.progress} max={100} {...(percent === null ? {} : { value: percent })} />
          <span aria-hidden="true">{percent === null ? '' : `${percent} %`}</span>
        </div>
      ) : null}
    </div>
  );
}

/** A file's size as shown (FileUploadTexts.size, an attachment's size): kB below a megabyte, else MB with one decimal. */
export function formatSize(bytes: number, lang: string): string {
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(lang).format(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}

/** A file the server did not take, with the failure (an ApiFailure, or an Error without an answer). */
export type UploadFailure = { file: File; error: unknown };

/**
 * Sends `files` one request each, in order (the API takes one file a request), reporting the
 * progress over all of them by their sizes, so the bar moves across once rather than once a file.
 * A file that fails does not stop the ones after it. Resolves the failures, in order (none: every
 * file was sent); the caller keeps those files to try again.
 */
export async function uploadEach(
  files: readonly File[],
  send: (file: File, onProgress: (p: { loaded: number; total: number }) => void) => Promise<unknown>,
  onProgress: (progress: FileUploadProgress) => void,
): Promise<UploadFailure[]> {
  const total = Math.max(1, files.reduce((sum, f) => sum + f.size, 0));
  const failures: UploadFailure[] = [];
  let done = 0;
  onProgress('pending');
  for (const file of files) {
    try {
      await send(file, (p) => onProgress({ loaded: done + (p.total > 0 ? Math.min(1, p.loaded / p.total) : 0) * file.size, total }));
    } catch (error) {
      failures.push({ file, error });
    }
    done += file.size;
    onProgress({ loaded: Math.min(done, total), total });
  }
  return failures;
}

export type ChosenFilesUploadProps = {
  /** Sends one file (one request), reporting its progress; rejects with the server's refusal. */
  send: (file: File, onProgress: (p: { loaded: number; total: number }) => void) => Promise<unknown>;
  rules: FileRules;
  texts: FileUploadTexts;
  /** The Upload button's text for `count` chosen files. */
  uploadLabel: (count: number) => string;
  /** What is said of the files the server did not take: one text, or one a file. */
  failureTexts: (failures: readonly UploadFailure[]) => string | readonly string[];
  /** Every chosen file was taken (`count` of them): e.g. a snackbar. */
  onUploaded?: (count: number) => void;
};

/**
 * Files chosen (FileUpload, its state kept here) and sent with an Upload button, one request each
 * (`uploadEach`) behind one progress bar; the files the server did not take stay chosen and are
 * said (`failureTexts`), the others go. Choosing again clears what was said. The attachments of a
 * fitting, of a deviation and of an order line are sent with it.
 */
export function ChosenFilesUpload({ send, rules, texts, uploadLabel, failureTexts, onUploaded }: ChosenFilesUploadProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<FileUploadProgress | null>(null);
  const [error, setError] = useState<string | readonly string[] | null>(null);
  const start = async () => {
    setError(null);
    const count = files.length;
    const failures = await uploadEach(files, send, setProgress);
    setProgress(null);
    setFiles(failures.map((f) => f.file));
    if (failures.length > 0) setError(failureTexts(failures));
    else onUploaded?.(count);
  };
  return (
    <>
      <FileUpload files={files} onFilesChange={(next) => (setError(null), setFiles(next))} rules={rules} texts={texts} progress={progress} error={error} />
      {files.length > 0 ? (
        <div className="actions">
          <Button busy={progress !== null} onClick={() => void start()}>
            {uploadLabel(files.length)}
          </Button>
        </div>
      ) : null}
    </>
  );
}
