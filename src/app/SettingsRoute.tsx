import { PaymentSection } from '../features/billing/PaymentSection';
import { SettingsPage } from '../features/settings/SettingsPage';

/** Settings composed here because features do not import each other. */
export default function SettingsRoute() {
  return <SettingsPage payment={<PaymentSection />} />;
}
