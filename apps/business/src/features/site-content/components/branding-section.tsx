import { useState } from 'react';
import type { Branding, BrandingRequest } from '@stepup/contracts';
import {
  SITE_CONTENT_TEXT,
  SITE_NAME_MAX_LENGTH,
  TAB_INFO_MAX_LENGTH,
  UPDATE_FAILED,
  brandingFormSchema,
} from '@stepup/domain';
import { Alert, Button, Preloader, TextField } from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { AdminImageField } from '../../admin-images/components/admin-image-field';
import { refusalText } from '../../admins/api/refusal';
import { useBranding, useSaveBranding } from '../api/site-content';
import { ContentSection } from './section-parts';
import { useContentForm } from './use-content-form';

const T = SITE_CONTENT_TEXT;
const B = SITE_CONTENT_TEXT.branding;

function BrandingForm({ branding }: { branding: Branding }) {
  const canWrite = useAdminMayWrite('content');
  const save = useSaveBranding();
  const [form, setForm] = useState<BrandingRequest>(branding);
  const [saved, setSaved] = useState(false);
  const set = (change: Partial<BrandingRequest>) => {
    setSaved(false);
    setForm((f) => ({ ...f, ...change }));
  };
  const { formRef, errors, submit } = useContentForm<BrandingRequest>(
    brandingFormSchema,
    (body, { onError }) => save.mutate(body, { onSuccess: () => setSaved(true), onError }),
  );
  return (
    <form
      ref={formRef}
      className="admins-form content-branding"
      noValidate
      onSubmit={(event) => submit(event, form)}
    >
      <div aria-live="polite">
        {save.isError ? (
          <Alert tone="danger">{refusalText(save.error, UPDATE_FAILED)}</Alert>
        ) : saved ? (
          <Alert tone="success">{T.saved}</Alert>
        ) : null}
      </div>
      <TextField
        label={B.siteName}
        value={form.siteName}
        maxLength={SITE_NAME_MAX_LENGTH}
        onChange={(event) => set({ siteName: event.target.value })}
        error={errors.siteName}
        autoComplete="off"
        readOnly={!canWrite}
        required
      />
      <TextField
        label={B.tabInfo}
        hint={B.tabInfoHint}
        value={form.tabInfo}
        maxLength={TAB_INFO_MAX_LENGTH}
        onChange={(event) => set({ tabInfo: event.target.value })}
        error={errors.tabInfo}
        autoComplete="off"
        readOnly={!canWrite}
        required
      />
      <AdminImageField
        label={B.logo}
        kind="logo"
        value={form.logoUrl ?? null}
        onChange={(logoUrl) => set({ logoUrl })}
        disabled={!canWrite}
      />
      <AdminImageField
        label={B.favicon}
        kind="favicon"
        value={form.faviconUrl ?? null}
        onChange={(faviconUrl) => set({ faviconUrl })}
        disabled={!canWrite}
      />
      {errors.logoUrl || errors.faviconUrl ? (
        <Alert tone="danger">{errors.logoUrl ?? errors.faviconUrl}</Alert>
      ) : null}
      {canWrite ? (
        <div className="review-dialog__actions">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** The branding both sites show (site name, tab title, logo, favicon); content:write saves it. */
export function BrandingSection() {
  const branding = useBranding();
  return (
    <ContentSection id="branding" title={B.title} lead={B.lead}>
      {branding.isPending ? (
        <Preloader label={B.loading} />
      ) : branding.isError ? (
        <Alert tone="danger">{branding.error.message}</Alert>
      ) : (
        <BrandingForm branding={branding.data} />
      )}
    </ContentSection>
  );
}
