import { useId, useState } from 'react';
import { logoFileProblem } from './logo-file';
import { TEAM_TEXT } from './team-texts';

interface LogoDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The server's refusal of the uploaded file; cleared by the parent when another file is chosen. */
  serverError?: string | null;
}

/** Upload zone: drop or pick one file; a wrong type or size is shown with 'Попробуйте другой файл'. */
export function LogoDropZone({ file, onFile, serverError = null }: LogoDropZoneProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  const shown = error ?? serverError;

  function take(f: File | undefined) {
    if (!f) return;
    const problem = logoFileProblem(f);
    setError(problem);
    if (preview) URL.revokeObjectURL(preview);
    setPreview(problem ? null : URL.createObjectURL(f));
    onFile(problem ? null : f);
  }

  return (
    <div
      className={`drop-zone${over ? ' drop-zone--over' : ''}${shown ? ' drop-zone--error' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        take(e.dataTransfer.files[0]);
      }}
    >
      {preview && file ? <img className="drop-zone__preview" src={preview} alt="" /> : null}
      <label htmlFor={id} className="drop-zone__label">
        {file ? file.name : TEAM_TEXT.dropHint}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/svg+xml"
        className="drop-zone__input"
        onChange={(e) => {
          take(e.target.files?.[0]);
          // Emptied, so picking the same file again (after a colour cleared it) is a change too.
          e.target.value = '';
        }}
      />
      {shown && (
        <p className="drop-zone__error" role="alert">
          {shown.replace(/\.$/, '')}. {TEAM_TEXT.tryAnother}
        </p>
      )}
    </div>
  );
}
