import { APP_ROUTES } from '@contract/app-routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './layout/route-error-page';

type LazyScreen = NonNullable<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>;

/**
 * Every path of APP_ROUTES and the code that draws it, loaded on first visit so each screen group is its own
 * chunk. Aliases share a screen: /onboarding/guide-application is /onboarding/guide, and /practitioners/:id is
 * /practitioner/:id (DESIGN.md, "Routes").
 */
const onboardingGuide: LazyScreen = async () => ({
  Component: (await import('./routes/guides/onboarding-guide')).OnboardingGuidePage,
});
const practitionerProfile: LazyScreen = async () => ({
  Component: (await import('./routes/seekers/practitioner')).PractitionerPage,
});

export const SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/': async () => ({ Component: (await import('./routes/marketing/home')).HomePage }),
  '/explore': async () => ({ Component: (await import('./routes/seekers/explore')).ExplorePage }),
  '/practitioner/:id': practitionerProfile,
  '/practitioners/:id': practitionerProfile,
  '/about': async () => ({ Component: (await import('./routes/marketing/about')).AboutPage }),
  '/resources': async () => ({ Component: (await import('./routes/marketing/resources')).ResourcesPage }),
  '/auth': async () => ({ Component: (await import('./routes/auth/auth')).AuthPage }),
  '/forgot-password': async () => ({
    Component: (await import('./routes/auth/forgot-password')).ForgotPasswordPage,
  }),
  '/reset-password': async () => ({
    Component: (await import('./routes/auth/reset-password')).ResetPasswordPage,
  }),
  '/signup': async () => ({ Component: (await import('./routes/guides/signup')).SignupPage }),
  '/dashboard': async () => ({ Component: (await import('./routes/dashboard-redirect')).DashboardRedirect }),
  '/bookings': async () => ({ Component: (await import('./routes/seekers/bookings')).BookingsPage }),
  '/booking-success': async () => ({
    Component: (await import('./routes/seekers/booking-success')).BookingSuccessPage,
  }),
  '/profile': async () => ({ Component: (await import('./routes/seekers/profile')).ProfilePage }),
  '/saved': async () => ({ Component: (await import('./routes/seekers/saved')).SavedPage }),
  '/checkout/:id': async () => ({ Component: (await import('./routes/seekers/checkout')).CheckoutPage }),
  '/admin': async () => ({ Component: (await import('./routes/admin/admin')).AdminPage }),
  '/practitioner-dashboard': async () => ({
    Component: (await import('./routes/guides/practitioner-dashboard')).PractitionerDashboardPage,
  }),
  '/practitioner-profile': async () => ({
    Component: (await import('./routes/guides/practitioner-profile-editor')).PractitionerProfileEditorPage,
  }),
  '/onboarding/guide': onboardingGuide,
  '/onboarding/guide-application': onboardingGuide,
  '/guide-application': async () => ({
    Component: (await import('./routes/guides/guide-application')).GuideApplicationPage,
  }),
  '/waiting-approval': async () => ({
    Component: (await import('./routes/guides/waiting-approval')).WaitingApprovalPage,
  }),
  '/setup/profile': async () => ({
    Component: (await import('./routes/guides/setup-profile')).SetupProfilePage,
  }),
};

const notFound: LazyScreen = async () => ({
  Component: (await import('./routes/marketing/not-found')).NotFoundPage,
});

function AppLoading() {
  return <PageLoader className="min-h-dvh" />;
}

function screenFor(path: string): LazyScreen {
  const screen = SCREENS[path];
  if (!screen) throw new Error(`No screen for the app route ${path}: add it to SCREENS in app/router.tsx`);
  return screen;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppLoading,
      children: [
        ...APP_ROUTES.map((route) => ({ path: route.path, lazy: screenFor(route.path) })),
        { path: '*', lazy: notFound },
      ],
    },
  ]);
}
