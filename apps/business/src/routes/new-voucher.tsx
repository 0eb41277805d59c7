import { ScreenPlaceholder } from '../components/screen-placeholder';

export function NewVoucherRoute() {
  return <ScreenPlaceholder path="/new-voucher" />;
}
