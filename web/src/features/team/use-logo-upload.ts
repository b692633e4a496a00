import { useState } from 'react';

/**
 * The file chosen in a LogoDropZone and the server's refusal of it: choosing another file (or
 * none) clears the refusal, which was about the old one.
 */
export function useLogoUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = (f: File | null) => {
    setFile(f);
    setRefusal(null);
  };
  return { file, refusal, setRefusal, choose };
}
