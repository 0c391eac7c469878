/** Saves a downloaded file, with file-saver fetched on the first save rather than with the screen offering it. */
export async function saveFile(blob: Blob, fileName: string) {
  const { saveAs } = await import('file-saver');
  saveAs(blob, fileName);
}
