/**
 * Saves the object URL `url` (from `URL.createObjectURL`) as a download named `fileName`, the
 * browser's own way: a temporary link with `download`, clicked. The caller revokes the URL later:
 * revoking it at once can cancel the download in some browsers.
 */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
