import { useEffect, useState } from 'react';
import { adminApi } from './admin-api';
import { THEMES, useAdminTheme } from './theme';

/** /admin/settings: the theme, and the configuration an admin may see (no secrets). */
export function SettingsPage() {
  const { theme, setTheme } = useAdminTheme();
  const [settings, setSettings] = useState<Awaited<ReturnType<typeof adminApi.settings>> | null>(null);
  useEffect(() => {
    adminApi
      .settings()
      .then(setSettings)
      .catch(() => setSettings(null));
  }, []);
  return (
    <section className="admin-page" aria-labelledby="settings-title">
      <div className="admin-page__head">
        <h1 id="settings-title">Настройки</h1>
      </div>
      <fieldset className="theme-picker">
        <legend>Тема панели</legend>
        {THEMES.map((t) => (
          <label key={t.id} className={`theme-swatch theme-swatch--${t.id}`}>
            <input type="radio" name="theme" checked={theme === t.id} onChange={() => setTheme(t.id)} /> {t.name}
          </label>
        ))}
      </fieldset>
      {settings?.groups.map((g) => (
        <section key={g.title} className="widget">
          <h2>{g.title}</h2>
          <dl className="facts">
            {g.items.map((i) => (
              <div key={i.name} className="settings-row">
                <dt>{i.name}</dt>
                <dd>{i.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="admin-page__meta">Секреты (ключи, токены, пароли) задаются переменными окружения и здесь не показываются.</p>
    </section>
  );
}
