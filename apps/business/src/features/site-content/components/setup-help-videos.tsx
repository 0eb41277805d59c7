import { PlayCircle } from 'lucide-react';
import { SITE_CONTENT_TEXT } from '@stepup/domain';
import { Card, Preloader } from '@stepup/ui';
import { useSetupHelpVideos } from '../api/site-content';
import { hostOf } from './section-parts';
import './site-content.css';

const R = SITE_CONTENT_TEXT.resources;

/**
 * The company's Setup Help videos (the admin's setup-help resources), in order: each a link to
 * its video, opening in a new tab. Nothing shows while there are none.
 */
export function SetupHelpVideos() {
  const videos = useSetupHelpVideos();
  if (videos.isPending) return <Preloader label={R.companyLoading} />;
  if (videos.isError || videos.data.resources.length === 0) return null;
  return (
    <Card padded className="company-section" aria-labelledby="setup-videos-title">
      <h2 id="setup-videos-title" className="company-section__title">
        {R.companyTitle}
      </h2>
      <p className="company-section__lead">{R.companyLead}</p>
      <ul className="setup-videos">
        {videos.data.resources.map((video) => (
          <li key={video.id}>
            <a
              className="setup-videos__link"
              href={video.videoUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <PlayCircle size={24} aria-hidden="true" />
              <span>
                <span className="setup-videos__title">{video.title}</span>
                <span className="setup-videos__host">
                  {hostOf(video.videoUrl)} {R.opensNewTab}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
