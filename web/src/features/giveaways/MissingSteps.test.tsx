import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Eligibility, type MissingKey } from '@fanhub/shared';
import { fallbackUser } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { useContentStore } from '../../stores/content';
import { CONTENT } from '../../test/content-fixture';
import { MissingSteps, rulesList } from './MissingSteps';

const rules = Eligibility.parse({ youtube: true, twitch: true, telegram: true, twitch_sub: true, min_level: 3, min_account_age_days: 30 });
const ALL: MissingKey[] = ['youtube', 'twitch', 'telegram', 'twitch_sub', 'level', 'account_age'];

// Registered at 09:00 UTC: thirty days later is 12:00 in Moscow, whatever zone the test machine is in.
const member = fallbackUser('neo@example.org', { id: 5, username: 'neo', level: 1, level_points: 40, created_at: '2030-05-01T09:00:00Z' });

beforeEach(() => {
  useAuthStore.setState({ user: member, token: 't', status: 'signed-in' });
  useContentStore.setState({ status: 'ready', content: CONTENT });
});

function renderSteps(missing: MissingKey[]) {
  render(
    <MemoryRouter>
      <MissingSteps missing={missing} rules={rules} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem');
}

describe('what keeps a member out of a giveaway, each with the way to meet it', () => {
  it('each follow links to its verification page', () => {
    renderSteps(['youtube', 'twitch', 'telegram']);
    expect(screen.getByRole('link', { name: 'Подтвердите YouTube' })).toHaveAttribute('href', '/profile/youtube');
    expect(screen.getByRole('link', { name: 'Подтвердите Twitch' })).toHaveAttribute('href', '/profile/twitch');
    expect(screen.getByRole('link', { name: 'Подтвердите Telegram' })).toHaveAttribute('href', '/profile/telegram');
  });

  it('the Twitch subscription: taken out on the channel, then checked in the profile', () => {
    const [item] = renderSteps(['twitch_sub']);
    expect(item).toHaveTextContent('Только для платных подписчиков Twitch: оформить подписку на канале, проверить подписку в профиле');
    const channel = within(item!).getByRole('link', { name: 'оформить подписку на канале' });
    expect(channel).toHaveAttribute('href', CONTENT.channels.stream.url);
    expect(channel).toHaveAttribute('target', '_blank');
    expect(within(item!).getByRole('link', { name: 'проверить подписку в профиле' })).toHaveAttribute('href', '/profile/twitch');
  });

  it('without the channels content yet, the profile link alone', () => {
    useContentStore.setState({ status: 'loading', content: {} });
    const [item] = renderSteps(['twitch_sub']);
    expect(
      within(item!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['проверить подписку в профиле']);
  });

  it("a level: the member's own level and points, what is short, and the guide to earning points", () => {
    const [item] = renderSteps(['level']);
    expect(item).toHaveTextContent('Нужен уровень 3 («Бывалый внук»); у вас 1 («Внучок») и 40 очков — не хватает 110 очков. Как получить очки');
    expect(within(item!).getByRole('link', { name: 'Как получить очки' })).toHaveAttribute('href', '/profile/guide');
  });

  it("the account's age: the date it is met, in Russian and Moscow time", () => {
    const [item] = renderSteps(['account_age']);
    expect(item).toHaveTextContent('Аккаунту нужно не меньше 30 дней: условие выполнится 31 мая 2030 г. в 12:00 МСК.');
    expect(within(item!).queryByRole('link')).toBeNull();
  });

  it('every rule at once, in the order the API lists them', () => {
    expect(renderSteps(ALL)).toHaveLength(6);
    expect(screen.getByText('Чтобы участвовать:')).toBeInTheDocument();
  });

  it('the rules as the giveaway page lists them', () => {
    expect(rulesList(rules)).toEqual([
      'Подписка на YouTube подтверждена',
      'Аккаунт Twitch подтверждён',
      'Платная подписка на Twitch',
      'Подписка в Telegram подтверждена',
      'Уровень не ниже 3 («Бывалый внук»)',
      'Аккаунту не меньше 30 дней',
    ]);
    expect(rulesList(Eligibility.parse({ min_account_age_days: 1 }))).toEqual(['Аккаунту не меньше 1 дня']);
    expect(rulesList(Eligibility.parse({}))).toEqual(['Любой зарегистрированный участник']);
  });
});
