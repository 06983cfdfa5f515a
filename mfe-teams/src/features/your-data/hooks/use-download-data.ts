import { useEffect, useRef, useState } from 'react';
import { useExportAccountDataMutation } from '../api/export-account-data';
import { saveFile } from '../utils/save-file';

/** Shown when the export cannot be fetched. */
export const DOWNLOAD_FAILED = 'Failed to download your data. Please try again.';

/**
 * 'Download my data' (issue 13 "Your data"): fetches the export and saves it under the server's
 * file name; `downloading` meanwhile, `error` when it fails. The saved export's object URL is
 * revoked by the next download or when the page goes, not at once (see saveFile).
 */
export function useDownloadData() {
  const [exportAccountData, { isLoading }] = useExportAccountDataMutation();
  const [error, setError] = useState<string | null>(null);
  const savedUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (savedUrl.current) URL.revokeObjectURL(savedUrl.current);
    },
    [],
  );

  const download = async () => {
    setError(null);
    try {
      const { url, fileName } = await exportAccountData().unwrap();
      if (savedUrl.current) URL.revokeObjectURL(savedUrl.current);
      savedUrl.current = url;
      saveFile(url, fileName);
    } catch {
      setError(DOWNLOAD_FAILED);
    }
  };

  return { download, downloading: isLoading, error, clearError: () => setError(null) };
}
