/**
 * Save a text as a file the way a browser does: a Blob behind a temporary
 * link with a `download` name. Electron turns the same click into its
 * save dialog, so both hosts share this.
 */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL is let go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
