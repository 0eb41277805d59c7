import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ImageOff } from 'lucide-react';
import type { CompanyImageKind } from '@stepup/contracts';
import {
  checkImageSize,
  IMAGE_MAX_PX,
  IMAGE_MIN_PX,
  NO_IMAGE_SELECTED,
  UPDATE_SUCCESSFUL,
} from '@stepup/domain';
import { Button, errorFields, errorMessage } from '@stepup/ui';
import { useUploadCompanyImage } from '../api/upload-company-image';

const LABELS: Record<CompanyImageKind, { title: string; use: string }> = {
  logo: { title: 'Logo', use: 'Shown round on your campaign cards and vouchers.' },
  primary: { title: 'Primary image', use: 'The main picture of your campaign page.' },
  voucher: { title: 'Voucher image', use: 'The picture on the vouchers customers buy.' },
};

/** The size rule of an image kind, as a hint: 'At least 100 × 100 px, at most 4096 × 2160 px.' */
export function imageRuleHint(kind: CompanyImageKind): string {
  const min = IMAGE_MIN_PX[kind];
  return `At least ${min.width} × ${min.height} px, at most ${IMAGE_MAX_PX.width} × ${IMAGE_MAX_PX.height} px. JPEG, PNG, WebP, GIF or AVIF.`;
}

/**
 * The picked file's pixel rule checked in the browser at once, where it can decode the file
 * (EXIF orientation applied, as on the server); null when it fits or cannot be read here — the
 * server decides in the end either way.
 */
async function checkInBrowser(kind: CompanyImageKind, file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const error = checkImageSize(kind, { width: bitmap.width, height: bitmap.height });
    bitmap.close();
    return error;
  } catch {
    return null;
  }
}

/** One image of the company: its current picture, a labelled file input and Upload. */
export function ImageUpload({
  kind,
  currentUrl,
}: {
  kind: CompanyImageKind;
  currentUrl: string | null;
}) {
  const inputId = `image-${kind}-${useId()}`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadCompanyImage(kind);
  const { title, use } = LABELS[kind];
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const file = input.current?.files?.[0];
    if (!file) {
      setError(NO_IMAGE_SELECTED);
      input.current?.focus();
      return;
    }
    const sizeError = await checkInBrowser(kind, file);
    if (sizeError) {
      setError(sizeError);
      input.current?.focus();
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
      setDone(true);
      if (input.current) input.current.value = '';
    } catch (err) {
      setError(errorFields(err).image ?? errorMessage(err, 'Update failed'));
      input.current?.focus();
    }
  }

  return (
    <form className="image-upload" onSubmit={onSubmit} noValidate aria-label={`${title} upload`}>
      <div className={`image-upload__preview image-upload__preview--${kind}`}>
        {currentUrl ? (
          <img src={currentUrl} alt={`Current ${title.toLowerCase()}`} />
        ) : (
          <span className="image-upload__empty">
            <ImageOff aria-hidden="true" size={24} />
            No {title.toLowerCase()} yet
          </span>
        )}
      </div>
      <div className="image-upload__controls">
        <label className="ui-field__label" htmlFor={inputId}>
          {title}
        </label>
        <span className="ui-field__hint" id={hintId}>
          {use} {imageRuleHint(kind)}
        </span>
        <input
          ref={input}
          id={inputId}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="image-upload__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setDone(false);
            const file = event.target.files?.[0];
            setError(null);
            if (!file) return;
            void checkInBrowser(kind, file).then((found) => {
              // Only for the file still picked (another may have been chosen meanwhile).
              if (found && input.current?.files?.[0] === file) setError(found);
            });
          }}
        />
        {error ? (
          <span className="ui-field__error" id={errorId}>
            {error}
          </span>
        ) : null}
        {done ? (
          <span className="image-upload__done" role="status">
            {UPDATE_SUCCESSFUL}
          </span>
        ) : null}
        <Button type="submit" variant="secondary" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : `Upload ${title.toLowerCase()}`}
        </Button>
      </div>
    </form>
  );
}
