import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MSG } from '@fanhub/shared';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { CreateTeamModal } from './CreateTeamModal';
import { TEAM_TEXT } from './team-texts';

serveApi((_req, res) => sendJson(res, 415, { detail: TEAM_MSG.fileTypes, code: 'logo_type' }));
beforeAll(async () => {
  // The API refuses the file by its bytes, as api/src/modules/teams/logo.ts does.
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('CreateTeamModal', () => {
  it('shows the server’s refusal of the logo under the drop zone, not under the team name', async () => {
    const user = userEvent.setup();
    render(<CreateTeamModal onCreated={() => undefined} onClose={() => undefined} />);
    await user.type(screen.getByLabelText(TEAM_TEXT.nameLabel), 'Дедовы внуки');
    await user.upload(document.querySelector<HTMLInputElement>('.drop-zone__input')!, png());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: TEAM_TEXT.create }));
    const alert = await within(document.querySelector<HTMLElement>('.drop-zone')!).findByRole('alert');
    expect(alert).toHaveTextContent(`${TEAM_MSG.fileTypes}. ${TEAM_TEXT.tryAnother}`);
    expect(screen.getByLabelText(TEAM_TEXT.nameLabel)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(TEAM_TEXT.nameLabel).closest('.field')).not.toHaveTextContent(TEAM_MSG.fileTypes);
  }, 20_000); // sockets and a local server under a loaded CI machine

  it('takes the same file again after a colour cleared it', async () => {
    const user = userEvent.setup();
    render(<CreateTeamModal onCreated={() => undefined} onClose={() => undefined} />);
    const input = document.querySelector<HTMLInputElement>('.drop-zone__input')!;
    const file = png();
    await user.upload(input, file);
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    await user.click(screen.getAllByRole('radio')[0]!);
    expect(screen.queryByText('logo.png')).toBeNull();
    await user.upload(input, file);
    expect(screen.getByText('logo.png')).toBeInTheDocument();
  }, 20_000); // sockets and a local server under a loaded CI machine
});
