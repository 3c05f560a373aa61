import { useEffect } from 'react';
import { loadUserData, useSession, writesDelivered$ } from '@kaspit/shared-auth';
import { messages } from '../../messages.js';
import { BankBalanceSection } from '../bank-balance/components/bank-balance-section.js';
import { BillingCycleSection } from '../billing-cycle/components/billing-cycle-section.js';
import { DeleteAccountSection } from '../delete-account/components/delete-account-section.js';
import { ExportSection } from '../export/components/export-section.js';
import { PaymentMethodsSection } from '../payment-methods/components/payment-methods-section.js';
import { PreferencesSection } from '../preferences/components/preferences-section.js';
import { ProfileSection } from '../profile/components/profile-section.js';
import { RestoreSection } from '../restore/components/restore-section.js';
import * as styles from '../shared/section.module.css';

/** `/personal-area`: the person's profile and settings. */
export function PersonalAreaPage() {
  const { user } = useSession();
  // Settings the outbox delivered later (this tab or another) are read back into the session's user.
  useEffect(() => {
    const subscription = writesDelivered$.subscribe(
      () => void loadUserData({ pathname: window.location.pathname, force: true }),
    );
    return () => subscription.unsubscribe();
  }, []);
  if (!user) return <p>{messages.signedOut}</p>;
  return (
    <div className={styles.page}>
      <ProfileSection />
      <BillingCycleSection />
      <BankBalanceSection />
      <PaymentMethodsSection />
      <PreferencesSection />
      <ExportSection />
      <RestoreSection />
      <DeleteAccountSection />
    </div>
  );
}
