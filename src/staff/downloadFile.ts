/**
 * Fetches a staff document (a PDF) and hands it to the browser as a download. Fetched rather than linked, so that a
 * refusal (a reference that names nobody, a filter that finds no one) is said on the page as StaffApiError, instead
 * of being saved as a file of JSON.
 */
import { StaffApiError, type StaffErrorBody } from './staffApi';

export async function downloadFile(path: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new StaffApiError(0, {});
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as StaffErrorBody | null;
    throw new StaffApiError(response.status, body ?? {});
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed after it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
