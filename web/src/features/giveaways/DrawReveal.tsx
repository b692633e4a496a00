import { useEffect, useState } from 'react';

const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The short reveal: hashes flicker past while the winners are drawn (decorative; the outcome is announced after). */
export function DrawReveal() {
  const [lines, setLines] = useState(() => [randomHex(), randomHex(), randomHex()]);
  useEffect(() => {
    const timer = setInterval(() => setLines([randomHex(), randomHex(), randomHex()]), 90);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="gw-reveal" role="status">
      <p className="gw-reveal__title">Розыгрыш идёт…</p>
      <div className="gw-reveal__hashes" aria-hidden="true">
        {lines.map((l, i) => (
          <code key={i}>{l}</code>
        ))}
      </div>
    </div>
  );
}
