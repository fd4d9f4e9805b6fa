import { useEffect, useState } from 'react';

/**
 * A file picked for upload (an avatar) and the address to show it at: the picked file's own
 * object URL (revoked when it changes), else the one saved. `saved(url)` forgets the picked file.
 */
export function usePickedFile(savedUrl: string | null) {
  const [file, pick] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(savedUrl);
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  const saved = (next: string | null) => {
    pick(null);
    setUrl(next);
  };
  return { file, pick, url, saved };
}
