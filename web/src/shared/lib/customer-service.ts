import { decodeServicePath } from '@tala/contract/customer-service';
import type { CustomerService } from '@tala/contract/system';
import { showToast } from '../state/ui-store.ts';

/** The customer-service entry the web uses (spec §7: type '3'). */
export function customerServiceUrl(service: CustomerService | undefined): string | null {
  const entry = service?.version.pathList.find((item) => item.type === '3');
  return entry ? decodeServicePath(entry.path) : null;
}

/** The VIP service's link (spec §4: rank above 4), or null when the brand has none. */
function vipServiceUrl(service: CustomerService | undefined): string | null {
  return service?.vipPath ? decodeServicePath(service.vipPath) : null;
}

/**
 * Opens customer service in a popup window (the VIP service's link for a VIP, when the brand has one). A malformed link or a blocked popup is reported with a
 * translated toast (spec §8), and a popup that was opened is closed again on failure.
 */
export function openCustomerService(service: CustomerService | undefined, vip = false): boolean {
  const url = (vip ? vipServiceUrl(service) : null) ?? customerServiceUrl(service);
  if (!url) {
    showToast({ tone: 'error', textKey: 'errors:INVALID_URL' });
    return false;
  }
  const popup = window.open('', 'tala-customer-service', 'popup,width=480,height=720');
  if (!popup) {
    showToast({ tone: 'error', textKey: 'errors:POPUP_BLOCKED' });
    return false;
  }
  try {
    popup.opener = null;
    popup.location.href = url;
    return true;
  } catch {
    popup.close();
    showToast({ tone: 'error', textKey: 'errors:INVALID_URL' });
    return false;
  }
}
