import { bookingKeys } from '@/features/bookings';

/*
 * The cache keys of the guide dashboard's summaries, imported as `* as guideDashboardKeys`: under the bookings'
 * keys, which a booking's change reads again.
 */
export const dashboard = () => [...bookingKeys.all, 'guide-dashboard'] as const;
export const earnings = () => [...bookingKeys.all, 'guide-earnings'] as const;
