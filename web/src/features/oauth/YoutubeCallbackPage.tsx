import { Link } from 'react-router-dom';
import { Placeholder } from '../../components/Placeholder';

/** Return page of the YouTube connection (spec 2 §2); the subscription check comes with its issue. */
export default function YoutubeCallbackPage() {
  return (
    <Placeholder title="Подключение YouTube" code="oauth/youtube/callback">
      <p className="placeholder__links">
        <Link to="/profile" className="link">
          Вернуться в профиль
        </Link>
      </p>
    </Placeholder>
  );
}
