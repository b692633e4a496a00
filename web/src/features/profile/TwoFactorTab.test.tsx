import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MeView } from '@fanhub/shared';
import { api } from '../../api/client';
import { fallbackUser } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { TwoFactorTab } from './TwoFactorTab';

let me: MeView;
const CODES = ['aaaa-1111', 'bbbb-2222'];

serveApi((req, res) => {
  const route = `${req.method} ${req.url}`;
  if (route === 'POST /api/v1/auth/2fa/setup')
    return sendJson(res, 200, { secret: 'JBSWY3DPEHPK3PXP', qr_code: 'data:image/png;base64,AA==', otpauth_url: 'otpauth://x' });
  if (route === 'POST /api/v1/auth/2fa/enable') {
    me = { ...me, two_factor_enabled: true };
    return sendJson(res, 200, { recovery_codes: CODES });
  }
  if (route === 'POST /api/v1/auth/2fa/disable') {
    me = { ...me, two_factor_enabled: false };
    return sendJson(res, 200, {});
  }
  if (route === 'GET /api/v1/auth/me') return sendJson(res, 200, me);
  return sendJson(res, 404, { detail: 'нет' });
});
beforeAll(async () => {
  // The 2FA calls as the API answers them; /auth/me follows the state they set.
});
beforeEach(() => {
  me = fallbackUser('neo@matrix.ru', { id: 7, username: 'neo', two_factor_enabled: false });
  useAuthStore.setState({ token: 'jwt', user: me, status: 'signed-in' });
  api.setToken('jwt');
});

describe('TwoFactorTab', () => {
  it('shows the recovery codes with a copy button after turning on, and removes them when turned off', async () => {
    const user = userEvent.setup();
    render(<TwoFactorTab />);
    await user.click(screen.getByRole('button', { name: 'Включить 2FA' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить и включить' }));
    const codes = await screen.findByText('aaaa-1111');
    const box = codes.closest('.recovery') as HTMLElement;
    await user.click(within(box).getByRole('button', { name: 'Копировать коды' }));
    expect(await navigator.clipboard.readText()).toBe('aaaa-1111\nbbbb-2222');
    expect(within(box).getByRole('button', { name: '✓ Скопировано' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Код подтверждения'), '654321');
    await user.click(screen.getByRole('button', { name: 'Отключить 2FA' }));
    await waitFor(() => expect(screen.getByText('выключена')).toBeInTheDocument());
    expect(screen.queryByText('aaaa-1111')).toBeNull();
  }, 20_000); // sockets and a local server under a loaded CI machine
});
