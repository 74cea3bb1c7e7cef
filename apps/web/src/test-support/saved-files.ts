import { vi } from 'vitest';

/**
 * Catches the files the app saves (lib/save-file.ts: an object URL and a clicked download
 * link), which jsdom cannot: each save's file name and contents, in order.
 */
export function captureSavedFiles(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:file';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
  return saved;
}
