import { Link } from 'react-router-dom';
import { ContentPending, SectionFrame } from '../../../components/SectionFrame';
import { useContent } from '../../../stores/content';
import { LiveBroadcastBlock } from '../../stream';

/** About: intro, a video with its poster, the admin link and the live broadcast block (spec 1 §2). */
export function AboutSection() {
  const about = useContent('about');
  return (
    <SectionFrame title={about?.title ?? 'О канале'} code="about" className="about">
      {about ? (
        <div className="about__grid">
          <div className="about__text">
            {about.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <video
            className="about__video"
            src={about.videoSrc}
            poster={about.posterSrc}
            width={640}
            height={360}
            controls
            muted
            playsInline
            preload="none"
            aria-label="Видео о канале"
          />
        </div>
      ) : (
        <ContentPending height={280} />
      )}
      <p className="about__admin">
        <Link to="/admin" className="link">
          Админ-панель
        </Link>
      </p>
      <LiveBroadcastBlock />
    </SectionFrame>
  );
}
