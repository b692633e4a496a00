import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { LatestVideos } from './LatestVideos';

const server = serveApi();

const checks = () => server.requests.filter((r) => r.url.startsWith('/api/v1/youtube/check-availability')).length;

describe('latest videos: the availability card', () => {
  it('a failed check offers to continue without it; the choice is remembered on the next visit', async () => {
    server.handle((req, res) =>
      req.url.startsWith('/api/v1/youtube/check-availability') ? sendJson(res, 503, { detail: 'перегружен', code: 'unavailable' }) : sendJson(res, 200, []),
    );
    const first = render(<LatestVideos />);
    await screen.findByText('Ошибка проверки YouTube');
    expect(screen.getByText('YouTube считается недоступным из-за ошибки проверки')).toBeInTheDocument();
    expect(screen.getByText('Проверка сервера: недоступен (API вернул статус 503)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить без проверки' }));
    expect(screen.getByText('Продолжаем без проверки YouTube: показываем видео с нашего сервера')).toBeInTheDocument();
    first.unmount();

    const before = checks();
    render(<LatestVideos />);
    expect(screen.getByText('Продолжаем без проверки YouTube: показываем видео с нашего сервера')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Включить проверку YouTube' })).toBeInTheDocument();
    await screen.findByText('Видео пока нет.');
    expect(checks()).toBe(before);
  });

  it('an install with no videos promises none from our server', async () => {
    server.handle((req, res) =>
      req.url.startsWith('/api/v1/youtube/check-availability')
        ? undefined // never answers: the visitor skips the check
        : sendJson(res, 200, []),
    );
    render(<LatestVideos />);
    fireEvent.click(await screen.findByRole('button', { name: 'Пропустить проверку' }));
    expect(screen.getByText('YouTube недоступен в вашем регионе')).toBeInTheDocument();
    await screen.findByText('Видео пока нет.');
    expect(screen.queryByText(/Видео играют с нашего сервера/)).toBeNull();
  });
});
