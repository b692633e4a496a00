import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDIT_VERSION_MSG } from '@fanhub/shared';
import { CONTENT } from '../../../test/content-fixture';
import { sendJson } from '../../../test/http-server';
import { serveApi } from '../../../test/serve';
import { ContentSitePage } from '../ContentSitePage';
import { findStalePanel, staleLines } from '../../../test/stale-panel';

/** What PUT answers next: the stored value, or a validation answer with field paths as the API sends it. */
let refusal: { status: number; body: unknown } | null = null;

const server = serveApi((req, res) => {
  if (req.method === 'GET' && req.url.startsWith('/api/v1/content')) return sendJson(res, 200, { content: CONTENT, updatedAt: null, versions: {} });
  if (req.method === 'PUT' && req.url.startsWith('/api/v1/admin/content/')) {
    if (refusal) return sendJson(res, refusal.status, refusal.body);
    return sendJson(res, 200, { key: req.url.split('/').at(-1), value: JSON.parse(req.body) as unknown, updatedAt: new Date().toISOString(), version: 2 });
  }
  sendJson(res, 404, { detail: 'Не найдено' });
});
beforeEach(() => {
  refusal = null;
});

async function openEditor(title: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContentSitePage />
    </MemoryRouter>,
  );
  const card = (await screen.findByRole('heading', { name: title })).closest('li')!;
  const edit = within(card).getByRole('button', { name: 'Редактировать' });
  await waitFor(() => expect(edit).toBeEnabled());
  await user.click(edit);
  return { user, dialog: screen.getByRole('dialog', { name: `Редактировать: ${title}` }) };
}

/** The message under a field, by the field's description (hint and error). */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

/** Replaces a field's text at once (typing it key by key re-checks the block on every key). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const saved = () => {
  const put = server.requests.find((r) => r.method === 'PUT');
  return put && { url: put.url, body: JSON.parse(put.body) as unknown };
};

describe('site-content editor: a form per block', () => {
  // Many steps, each re-rendering the whole form: more than the default 5 s on a busy two-core runner (a guard against hangs only).
  it('edits a list of cards in Russian fields: errors under the field, add, reorder, remove, and saves the whole block', { timeout: 20_000 }, async () => {
    const { user, dialog } = await openEditor('Контакты');
    expect(within(dialog).getByRole('tab', { name: 'Форма', selected: true })).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Заголовок блока' });
    expect(title).toHaveValue('Контакты');
    await fill(user, title, 'Связь');

    const links = within(dialog).getByRole('group', { name: 'Ссылки' });
    const first = within(links).getByRole('group', { name: 'Ссылка 1 · Twitch' });
    const url = within(first).getByRole('textbox', { name: 'Ссылка' });
    await fill(user, url, 'ftp://example.org');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(url)).toContain('Ссылка должна начинаться с https:// или /');
    await fill(user, url, 'https://twitch.tv/fanhub');
    expect(url).not.toHaveAttribute('aria-invalid');

    await user.click(within(links).getByRole('button', { name: 'Добавить ссылку' }));
    const third = within(links).getByRole('group', { name: 'Ссылка 3' });
    expect(within(third).getByRole('combobox', { name: 'Тип канала' })).toHaveFocus(); // the new card's first field
    const name = within(third).getByRole('textbox', { name: 'Название' });
    expect(describedBy(name)).toContain('Заполните поле');
    // Saving with an empty card points at it instead of sending.
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Исправьте отмеченные поля \(\d+\)$/);
    expect(saved()).toBeUndefined();

    await fill(user, name, 'Discord');
    await user.selectOptions(within(third).getByRole('combobox', { name: 'Тип канала' }), 'Чат');
    await fill(user, within(third).getByRole('textbox', { name: 'Описание' }), 'Сервер сообщества');
    await fill(user, within(third).getByRole('textbox', { name: 'Ссылка' }), '/contacts');
    await user.click(within(links).getByRole('button', { name: 'Ссылка 3: выше' }));
    expect(within(links).getByRole('group', { name: 'Ссылка 2 · Discord' })).toBeInTheDocument();
    expect(within(links).getByRole('button', { name: 'Ссылка 2: выше' })).toHaveFocus();
    await user.click(within(links).getByRole('button', { name: 'Ссылка 1: удалить' }));

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saved()).toBeDefined());
    expect(saved()).toEqual({
      url: '/api/v1/admin/content/contacts',
      body: {
        title: 'Связь',
        intro: 'Пишите нам.',
        links: [{ kind: 'chat', title: 'Discord', description: 'Сервер сообщества', url: '/contacts' }, { ...CONTENT.contacts.links[1] }],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the JSON view edits the same draft, and its mistakes are named in Russian', async () => {
    const { user, dialog } = await openEditor('Главный экран');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Заголовок' }), 'НОВЫЙ ХАБ');
    await user.click(within(dialog).getByRole('tab', { name: 'JSON для опытных' }));
    const json = within(dialog).getByRole('textbox', { name: 'Содержимое (JSON)' });
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toMatchObject({ title: 'НОВЫЙ ХАБ', tagline: CONTENT.hero.tagline });

    await user.clear(json);
    await user.click(json);
    await user.paste('{\n  title: 1\n}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Не JSON: ошибка в строке 2, столбец 3.');
    await user.clear(json);
    await user.paste(JSON.stringify({ ...CONTENT.hero, title: 5 }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('title: Ожидается строка, получено: число');
    await user.clear(json);
    await user.paste(JSON.stringify({ ...CONTENT.hero, tagline: 'Из JSON' }));

    await user.click(within(dialog).getByRole('tab', { name: 'Форма' }));
    expect(within(dialog).getByRole('textbox', { name: 'Подзаголовок' })).toHaveValue('Из JSON');
    // Four cards exactly: they move, but none is added or removed.
    const cards = within(dialog).getByRole('group', { name: 'Карточки каналов' });
    expect(within(cards).getByText('Ровно 4: их можно менять местами')).toBeInTheDocument();
    expect(within(cards).queryByRole('button', { name: /Добавить|удалить/ })).toBeNull();
  });

  it('shows the API’s field errors under their fields', async () => {
    refusal = {
      status: 422,
      body: { detail: 'Слишком похоже на другой слайд', code: 'validation_failed', errors: [{ field: '1.title', message: 'Слишком похоже на другой слайд' }] },
    };
    const { user, dialog } = await openEditor('Слайды розыгрышей');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const second = await within(dialog).findByRole('group', { name: 'Слайд 2 · Второй розыгрыш' });
    const title = within(second).getByRole('textbox', { name: 'Название' });
    await waitFor(() => expect(describedBy(title)).toContain('Слишком похоже на другой слайд'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument(); // not closed: nothing was saved
  });

  it('shows a picture field’s file and numbers, choices and switches as inputs', async () => {
    const { user, dialog } = await openEditor('Уровни розыгрышей');
    const tier = within(dialog).getByRole('group', { name: 'Уровень 2 · Ежемесячный' });
    expect(within(tier).getByRole('spinbutton', { name: 'Сумма, ₽' })).toHaveValue(4000);
    expect(within(tier).getByRole('combobox', { name: 'Значок' })).toHaveDisplayValue('Корона');
    expect(within(tier).getByRole('checkbox', { name: 'Только для подписчиков' })).toBeChecked();
    const amount = within(tier).getByRole('spinbutton', { name: 'Сумма, ₽' });
    await user.clear(amount);
    expect(describedBy(amount)).toContain('Введите число');
    await user.type(amount, '0');
    expect(describedBy(amount)).toContain('Сумма должна быть больше нуля');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    render(
      <MemoryRouter>
        <ContentSitePage />
      </MemoryRouter>,
    );
    const about = (await screen.findAllByRole('heading', { name: 'О канале' })).at(-1)!.closest('li')!;
    await waitFor(() => expect(within(about).getByRole('button', { name: 'Редактировать' })).toBeEnabled());
    await user.click(within(about).getByRole('button', { name: 'Редактировать' }));
    const editor = screen.getByRole('dialog', { name: 'Редактировать: О канале' });
    expect(within(editor).getByRole('img', { name: 'Предпросмотр: Обложка видео' })).toHaveAttribute('src', '/media/about-poster.webp');
    const poster = within(editor).getByRole('textbox', { name: 'Обложка видео' });
    await fill(user, poster, 'https://example.org/x.png');
    expect(within(editor).queryByRole('img', { name: 'Предпросмотр: Обложка видео' })).toBeNull();
    expect(describedBy(poster)).toContain('Путь должен начинаться с /');
  });
});

describe('site-content editor when another admin saved the block first', { timeout: 20_000 }, () => {
  it('shows what they changed and re-applies this edit onto their version, saved with its version', async () => {
    const theirs = { ...CONTENT.contacts, intro: 'Пишите в любое время.' };
    refusal = {
      status: 412,
      body: {
        code: 'stale_version',
        detail: EDIT_VERSION_MSG.stale,
        current: { key: 'contacts', value: theirs, updatedAt: new Date().toISOString(), version: 5 },
      },
    };
    const { user, dialog } = await openEditor('Контакты');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Заголовок блока' }), 'Связь');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const panel = await findStalePanel(dialog);
    expect(server.requests.find((r) => r.method === 'PUT')!.headers['if-match']).toBe('"1"');
    expect(staleLines(panel)).toEqual(['Вступление']);

    refusal = null;
    await user.click(within(panel).getByRole('button', { name: 'Применить мои изменения поверх' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const retry = server.requests.filter((r) => r.method === 'PUT')[1]!;
    expect(retry.headers['if-match']).toBe('"5"');
    expect(JSON.parse(retry.body)).toEqual({ ...theirs, title: 'Связь' });
  });

  it('«Отказаться от моих изменений» shows their version in the form and sends nothing more', async () => {
    const theirs = { ...CONTENT.contacts, title: 'Их заголовок' };
    refusal = {
      status: 412,
      body: { code: 'stale_version', detail: EDIT_VERSION_MSG.stale, current: { key: 'contacts', value: theirs, updatedAt: '', version: 3 } },
    };
    const { user, dialog } = await openEditor('Контакты');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Заголовок блока' }), 'Связь');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const panel = await within(dialog).findByRole('alertdialog');
    expect(staleLines(panel)).toEqual(['Заголовок']);
    await user.click(within(panel).getByRole('button', { name: 'Отказаться от моих изменений' }));
    expect(within(dialog).queryByRole('alertdialog')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Заголовок блока' })).toHaveValue('Их заголовок');
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});
