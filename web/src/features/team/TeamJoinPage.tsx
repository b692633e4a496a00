import { useParams } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';

/** Target of an invitation link /team/join/{invite_code}; joining comes with the teams issue. */
export default function TeamJoinPage() {
  const { code = '' } = useParams();
  return (
    <Placeholder title="Приглашение в команду" code="team/join">
      <p className="placeholder__meta">
        Код приглашения: <code className="code-chip">{code}</code>
      </p>
    </Placeholder>
  );
}
