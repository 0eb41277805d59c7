import { useId, useRef, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import {
  ADMIN_IMAGE_RULES,
  IMAGE_MAX_PX,
  UPDATE_FAILED,
  checkAdminImageSize,
  type AdminImageKind,
} from '@stepup/domain';
import { Button, errorFields, errorMessage, useApiClient } from '@stepup/ui';
import './admin-image-field.css';

/** Wide pictures are shown 2:1 (as on the cards); logos, icons and favicons square. */
const WIDE: ReadonlySet<AdminImageKind> = new Set([
  'story',
  'category-image',
  'perk',
  'gift-design',
]);

/** 'At least 540 × 270 px, at most 4096 × 2160 px. JPEG, PNG, WebP, GIF or AVIF.' */
export function adminImageRuleHint(kind: AdminImageKind): string {
  const { min } = ADMIN_IMAGE_RULES[kind];
  return `At least ${min.width} × ${min.height} px, at most ${IMAGE_MAX_PX.width} × ${IMAGE_MAX_PX.height} px. JPEG, PNG, WebP, GIF or AVIF.`;
}

/** The pixel rule checked in the browser where it can decode the file; the server decides anyway. */
async function checkInBrowser(kind: AdminImageKind, file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const error = checkAdminImageSize(kind, { width: bitmap.width, height: bitmap.height });
    bitmap.close();
    return error;
  } catch {
    return null;
  }
}

/**
 * A picture field inside an admin form (a story, category, brand, press item or perk): the
 * current picture, a labelled file input that uploads the chosen file at once
 * (POST /api/admin/images/:kind), and Remove. The form saves the address it is given through
 * `onChange`; nothing shows the picture until that form is saved.
 */
export function AdminImageField({
  label,
  kind,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  kind: AdminImageKind;
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
}) {
  const client = useApiClient();
  const inputId = `admin-image-${kind}-${useId()}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => client.admin.uploadImage(kind, file, file.name),
  });

  async function onPick(file: File | undefined) {
    setError(null);
    if (!file) return;
    const sizeError = await checkInBrowser(kind, file);
    if (sizeError) {
      setError(sizeError);
      return;
    }
    try {
      const { image } = await upload.mutateAsync(file);
      onChange(image.url);
    } catch (err) {
      setError(errorFields(err).image ?? errorMessage(err, UPDATE_FAILED));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="admin-image-field">
      <div
        className={`admin-image-field__preview${WIDE.has(kind) ? ' admin-image-field__preview--wide' : ''}`}
      >
        {value ? (
          <img src={value} alt={`Current ${label.toLowerCase()}`} />
        ) : (
          <span className="admin-image-field__empty">
            <ImageOff aria-hidden="true" size={20} />
            No picture
          </span>
        )}
      </div>
      <div className="admin-image-field__controls">
        <label className="ui-field__label" htmlFor={inputId}>
          {label}
        </label>
        <span className="ui-field__hint" id={hintId}>
          {adminImageRuleHint(kind)}
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="admin-image-field__input"
          disabled={disabled || upload.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => void onPick(event.target.files?.[0])}
        />
        {upload.isPending ? (
          <span className="ui-field__hint" role="status">
            Uploading…
          </span>
        ) : null}
        {error ? (
          <span className="ui-field__error" id={errorId} role="alert">
            {error}
          </span>
        ) : null}
        {value && !disabled ? (
          <Button type="button" variant="secondary" size="small" onClick={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
