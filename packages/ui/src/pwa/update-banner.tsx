import { UPDATE_AVAILABLE, UPDATE_RELOAD } from '@stepup/domain';
import { Button } from '../button';
import './update-prompt.css';

/** The banner: a status region, with the text and a Reload button when a new version waits. */
export function UpdateBanner({ show, onReload }: { show: boolean; onReload: () => void }) {
  return (
    <div className="update-prompt" role="status">
      {show && (
        <div className="update-prompt__banner">
          <span>{UPDATE_AVAILABLE}</span>
          <Button size="small" onClick={onReload}>
            {UPDATE_RELOAD}
          </Button>
        </div>
      )}
    </div>
  );
}
