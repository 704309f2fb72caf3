/**
 * The core FileUpload (src/core/ui/file-upload.tsx) on its own: the picker button, the chosen files
 * with remove buttons, the files refused before sending (type, size, count), a server's refusal,
 * and the progress bar while uploading (with figures, and while none have come yet).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../src/contract/constants.ts';
import { ChosenFilesUpload, FileUpload, type FileUploadProgress, type FileUploadTexts } from '../../src/core/ui/file-upload.tsx';
import { pick, Styled } from './core-helpers.tsx';

const TEXTS: FileUploadTexts = {
  choose: 'Bifoga filer',
  hint: `Bilder, PDF, Excel, Word eller XML. Högst ${UPLOAD_MAX_FILES} filer på högst 10 MB var.`,
  listLabel: 'Bifogade filer',
  remove: (name) => `Ta bort ${name}`,
  refused: (r) => (r.reason === 'type' ? `${r.name} kan inte bifogas: fel filtyp.` : r.reason === 'size' ? `${r.name} kan inte bifogas: större än 10 MB.` : `${r.name} kan inte bifogas: för många filer.`),
  progress: 'Skickar',
  size: (bytes) => `${Math.max(1, Math.round(bytes / 1024))} kB`,
};

const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf', lastModified: 1 });

type Args = { progress?: FileUploadProgress | null; error?: string | null; initial?: File[] };

function Demo({ progress = null, error = null, initial = [] }: Args) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <Styled>
      <FileUpload files={files} onFilesChange={setFiles} rules={{ accept: UPLOAD_ACCEPT, maxBytes: UPLOAD_MAX_BYTES, maxFiles: UPLOAD_MAX_FILES }} texts={TEXTS} progress={progress} error={error} />
    </Styled>
  );
}

const meta = {
  title: 'Core/FileUpload',
  render: (args) => <Demo {...args} />,
  args: {},
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const button = ui.getByRole('button', { name: 'Bifoga filer' });
    await expect(button).toHaveAccessibleDescription(TEXTS.hint);
    const input = canvasElement.querySelector('input[type=file]');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAttribute('accept', UPLOAD_ACCEPT);
    await expect(ui.queryByRole('list', { name: 'Bifogade filer' })).toBeNull();
  },
};

/** Several files chosen, one removed again. */
export const ChooseAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await pick(canvasElement, [pdf('Mått.pdf'), pdf('Offert.pdf', 300_000)]);
    const list = ui.getByRole('list', { name: 'Bifogade filer' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('Offert.pdf293 kB');
    await userEvent.click(ui.getByRole('button', { name: 'Ta bort Mått.pdf' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

/** A wrong type and a file too large are refused before anything is sent, each named. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await pick(canvasElement, [pdf('ok.pdf'), new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' }), pdf('stor.pdf', UPLOAD_MAX_BYTES + 1)]);
    const alert = ui.getByRole('alert');
    await expect(alert).toHaveTextContent('program.exe kan inte bifogas: fel filtyp.');
    await expect(alert).toHaveTextContent('stor.pdf kan inte bifogas: större än 10 MB.');
    await expect(within(ui.getByRole('list', { name: 'Bifogade filer' })).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** More than the allowed number of files. */
export const TooMany: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await pick(canvasElement, Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => pdf(`fil-${i + 1}.pdf`)));
    await expect(ui.getByRole('alert')).toHaveTextContent(`fil-${UPLOAD_MAX_FILES + 1}.pdf kan inte bifogas: för många filer.`);
    await expect(within(ui.getByRole('list', { name: 'Bifogade filer' })).getAllByRole('listitem')).toHaveLength(UPLOAD_MAX_FILES);
  },
};

/** Uploading: the bar with its figure; the list cannot change meanwhile. */
export const Uploading: Story = {
  args: { progress: { loaded: 450, total: 1000 }, initial: [pdf('Mått.pdf')] },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const bar = ui.getByRole('progressbar', { name: 'Skickar' });
    await expect(bar).toHaveAttribute('value', '45');
    await expect(canvasElement).toHaveTextContent('45 %');
    await expect(ui.getByRole('button', { name: 'Bifoga filer' })).toBeDisabled();
    await expect(ui.getByRole('button', { name: 'Ta bort Mått.pdf' })).toBeDisabled();
  },
};

/** Under way with no figures yet: an indeterminate bar. */
export const UploadStarting: Story = {
  args: { progress: 'pending', initial: [pdf('Mått.pdf')] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Skickar' });
    await expect(bar).not.toHaveAttribute('value');
  },
};

/** The server refused the files (its text from the caller), with the files still there to remove. */
export const ServerRefused: Story = {
  args: { error: 'En av filerna är större än 10 MB. Ta bort den och skicka igen.', initial: [pdf('Mått.pdf')] },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('alert')).toHaveTextContent('En av filerna är större än 10 MB.');
    await expect(ui.getByRole('button', { name: 'Ta bort Mått.pdf' })).toBeEnabled();
  },
};

/**
 * ChosenFilesUpload: the chosen files sent one request each behind the Upload button. Here the
 * "server" refuses Hemligt.pdf: that file stays chosen and is named with the reason, the others go
 * and are counted; choosing again clears what was said.
 */
export const ChosenFilesSent: Story = {
  render: () => {
    const sent: string[] = [];
    return (
      <Styled>
        <ChosenFilesUpload
          send={(file, onProgress) => {
            onProgress({ loaded: file.size, total: file.size });
            if (file.name === 'Hemligt.pdf') return Promise.reject(new Error('refused'));
            sent.push(file.name);
            return Promise.resolve();
          }}
          rules={{ accept: UPLOAD_ACCEPT, maxBytes: UPLOAD_MAX_BYTES, maxFiles: UPLOAD_MAX_FILES }}
          texts={TEXTS}
          uploadLabel={(count) => `Skicka ${count} filer`}
          failureTexts={(failures) => failures.map((f) => `${f.file.name} togs inte emot.`)}
          onUploaded={(count) => sent.push(`alla ${count}`)}
        />
        <output data-testid="sent">{sent.join(', ')}</output>
      </Styled>
    );
  },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.queryByRole('button', { name: /^Skicka/ })).toBeNull();
    await pick(canvasElement, [pdf('Mått.pdf'), pdf('Hemligt.pdf'), pdf('Offert.pdf')]);
    await userEvent.click(ui.getByRole('button', { name: 'Skicka 3 filer' }));
    await expect(await ui.findByRole('alert')).toHaveTextContent('Hemligt.pdf togs inte emot.');
    const list = ui.getByRole('list', { name: 'Bifogade filer' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(list).toHaveTextContent('Hemligt.pdf');
    await expect(ui.getByRole('button', { name: 'Skicka 1 filer' })).toBeVisible();
    // Choosing again clears the refusal.
    await pick(canvasElement, [pdf('Ny.pdf')]);
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};
