import { Alert, Card, PageTitle, Preloader } from '@stepup/ui';
import { OwnerOnly } from '../features/team/components/owner-only';
import { useBasicInformation } from '../features/basic-information/api/get-basic-information';
import { BasicInformationForm } from '../features/basic-information/components/basic-information-form';
import { ImageUpload } from '../features/basic-information/components/image-upload';
import '../features/basic-information/basic-information.css';

/** /basic-information: the company's details, compliance data and images (docs/product.md#basic-information-and-images). */
export function BasicInformationRoute() {
  const info = useBasicInformation();
  return (
    <div className="page">
      <PageTitle
        breadcrumb={['Company', 'Basic Information']}
        lead="Your company details, website, description, logo and voucher images."
      >
        Basic Information
      </PageTitle>
      <OwnerOnly action="manageBasicInformation">
        {info.isPending ? (
          <Preloader label="Loading your company details" />
        ) : info.isError ? (
          <Alert tone="danger">
            Your company details could not be loaded. Please reload the page.
          </Alert>
        ) : (
          <>
            <BasicInformationForm info={info.data} />
            <Card padded className="company-section" id="images" aria-labelledby="images-title">
              <h2 id="images-title" className="company-section__title">
                Images
              </h2>
              <p className="company-section__lead">
                Each image is checked when you upload it and resized for the web.
              </p>
              <div className="image-uploads">
                <ImageUpload kind="logo" currentUrl={info.data.images.logo} />
                <ImageUpload kind="primary" currentUrl={info.data.images.primary} />
                <ImageUpload kind="voucher" currentUrl={info.data.images.voucher} />
              </div>
            </Card>
          </>
        )}
      </OwnerOnly>
    </div>
  );
}
