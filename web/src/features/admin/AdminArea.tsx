import { Navigate, Route, Routes } from 'react-router-dom';
import type { MeView } from '@fanhub/shared';
import { PageLoader } from '../../components/PageLoader';
import { isAdmin, useAuthStore } from '../../stores/auth';
import { AccessDenied } from './AccessDenied';
import { ActionsPage } from './ActionsPage';
import { ActivityFeedPage } from './ActivityFeedPage';
import { AdminLayout } from './AdminLayout';
import { AdminLoginPage } from './AdminLoginPage';
import { ContentPage } from './ContentPage';
import { ContentSitePage } from './ContentSitePage';
import { DashboardPage } from './DashboardPage';
import { GiveawaysAdminPage } from './giveaways/GiveawaysAdminPage';
import { ScheduleAdminPage } from './schedule/ScheduleAdminPage';
import { SettingsPage } from './SettingsPage';
import { TeamsPage } from './TeamsPage';
import { UsersPage } from './UsersPage';
import { AdminThemeProvider } from './theme';
import './admin.css';

/** Admins get every screen; moderators the users and teams lists and the feed (README 'Admin panel'). */
const isStaff = (u: MeView) => isAdmin(u) || u.role === 'moderator';

function Panel({ user }: { user: MeView }) {
  const admin = isAdmin(user);
  return (
    <AdminThemeProvider>
      <AdminLayout user={user}>
        <Routes>
          <Route index element={admin ? <DashboardPage /> : <Navigate to="/admin/users" replace />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="activity" element={<ActivityFeedPage />} />
          <Route path="teams" element={<TeamsPage />} />
          {admin && (
            <>
              <Route path="stats" element={<DashboardPage />} />
              <Route path="actions" element={<ActionsPage />} />
              <Route path="content" element={<ContentPage />} />
              <Route path="content-site" element={<ContentSitePage />} />
              <Route path="giveaways" element={<GiveawaysAdminPage />} />
              <Route path="schedule" element={<ScheduleAdminPage />} />
              <Route path="settings" element={<SettingsPage />} />
            </>
          )}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </AdminLayout>
    </AdminThemeProvider>
  );
}

function AdminGate() {
  const user = useAuthStore((s) => s.user);
  if (!user) return <Navigate to="/admin/login" replace />;
  if (!isStaff(user)) return <AccessDenied />;
  return <Panel user={user} />;
}

/** /admin/*: login for visitors, a refusal for members, the panel for admins (and moderators, in part). */
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
