import { lazyPart } from '@/components/lazy-part';
import { useKeptLeadsOnPhone } from './kept-leads-key';

// Most visits keep nothing: the code that sends kept registrations loads only when there is one.
const DeliveredLaterNotice = lazyPart(() => import('./DeliveredLaterNotice').then((module) => module.DeliveredLaterNotice), {
  quiet: true,
});

/** Part of every page (src/routes/__root.tsx): a registration kept on this phone is sent from whichever page is open. */
export function KeptLeadsDelivery() {
  const kept = useKeptLeadsOnPhone();
  return kept ? <DeliveredLaterNotice /> : null;
}
