import { Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { Placeholder } from '../../components/Placeholder';
import { isAdmin, useAuthStore } from '../../stores/auth';
import { AdminVideosPage } from '../videos/AdminVideosPage';
import { AccessDenied } from './AccessDenied';
import { AdminLoginPage } from './AdminLoginPage';

/** The admin menu (spec 2 §2); each entry is a placeholder until its issue lands. */
const ADMIN_SECTIONS: ReadonlyArray<{ path: string; title: string }> = [
  { path: '', title: 'Панель управления' },
  { path: 'users', title: 'Пользователи' },
  { path: 'content-site', title: 'Контент сайта' },
  { path: 'content', title: 'Турниры' },
  { path: 'stats', title: 'Статистика' },
  { path: 'settings', title: 'Настройки' },
];

function AdminSection() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const section = ADMIN_SECTIONS.find((s) => s.path === rest);
  if (!section) return <Navigate to="/admin" replace />;
  return (
    <div className="area">
      <nav className="area-nav" aria-label="Админ-панель">
        {ADMIN_SECTIONS.map((s) => (
          <NavLink key={s.path} to={`/admin${s.path ? `/${s.path}` : ''}`} end className="area-nav__link">
            {s.title}
          </NavLink>
        ))}
      </nav>
      {section.path === 'content' ? (
        <AdminVideosPage />
      ) : (
        <Placeholder title={`Админ-панель: ${section.title}`} code={`admin/${section.path || 'dashboard'}`} />
      )}
    </div>
  );
}

function AdminGate() {
  const user = useAuthStore((s) => s.user);
  if (!user) return <Navigate to="/admin/login" replace />;
  if (!isAdmin(user)) return <AccessDenied />;
  return <AdminSection />;
}

/** /admin/*: login for visitors, a refusal for non-admins, the panel for admins. */
export default function AdminArea() {
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  if (status === 'checking') return <PageLoader />;
  return (
    <Routes>
      <Route path="login" element={user ? <Navigate to="/admin" replace /> : <AdminLoginPage />} />
      <Route path="*" element={<AdminGate />} />
    </Routes>
  );
}
