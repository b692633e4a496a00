import { Navigate, Route, Routes } from 'react-router-dom';
import type { MeView, PlainAction } from '@fanhub/shared';
import { PageLoader } from '../../components/PageLoader';
import { canMe, useAuthStore } from '../../stores/auth';
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
import { TournamentAdminPage } from './tournaments/TournamentAdminPage';
import { TournamentsAdminPage } from './tournaments/TournamentsAdminPage';
import { UsersPage } from './UsersPage';
import { AdminThemeProvider } from './theme';
import './admin.css';

/**
 * Each screen is shown to whom its action allows (shared/src/authz): admins get every one, moderators
 * the users and teams lists and the feed (docs/features/admin.md).
 */
function Panel({ user }: { user: MeView }) {
  const may = (action: PlainAction) => canMe(user, action);
  const dashboard = may('admin.dashboard');
  return (
    <AdminThemeProvider>
      <AdminLayout user={user}>
        <Routes>
          <Route index element={dashboard ? <DashboardPage /> : <Navigate to="/admin/users" replace />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="activity" element={<ActivityFeedPage />} />
          <Route path="teams" element={<TeamsPage />} />
          {dashboard && (
            <>
              <Route path="stats" element={<DashboardPage />} />
              {/* The whole log, opened from the dashboard. */}
              <Route path="actions" element={<ActionsPage />} />
            </>
          )}
          {may('content.edit') && (
            <>
              <Route path="content" element={<ContentPage />} />
              <Route path="content-site" element={<ContentSitePage />} />
            </>
          )}
          {may('giveaway.manage') && <Route path="giveaways" element={<GiveawaysAdminPage />} />}
          {may('schedule.edit') && <Route path="schedule" element={<ScheduleAdminPage />} />}
          {may('tournament.manage') && (
            <>
              <Route path="tournaments" element={<TournamentsAdminPage />} />
              <Route path="tournaments/:id" element={<TournamentAdminPage />} />
            </>
          )}
          {may('admin.settings') && <Route path="settings" element={<SettingsPage />} />}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </AdminLayout>
    </AdminThemeProvider>
  );
}

function AdminGate() {
  const user = useAuthStore((s) => s.user);
  if (!user) return <Navigate to="/admin/login" replace />;
  if (!canMe(user, 'admin.enter')) return <AccessDenied />;
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
