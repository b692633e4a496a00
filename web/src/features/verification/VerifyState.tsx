/** The big state line of a verification page: green when confirmed. */
export function VerifyState({ verified, label }: { verified: boolean; label: string }) {
  return (
    <p className={`verify-state${verified ? ' verify-state--ok' : ''}`} role="status" aria-live="polite">
      <span className="verify-state__dot" aria-hidden="true" />
      {label}
    </p>
  );
}
