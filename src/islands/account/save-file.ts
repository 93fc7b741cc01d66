/** Saves a file the page holds (e.g. a download that needed the login token) under `name`, as a link would. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
