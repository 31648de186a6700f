import { APP_ROUTES } from '@contract/app-routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type RouteDefinition, Routes, useLocation } from '@/lib/router';
import { AppBrowserRouter } from './browser-router';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-page';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * Every path of APP_ROUTES and the code that draws it, loaded on first visit so each screen group is its own
 * chunk. Aliases share a screen: /onboarding/guide-application is /onboarding/guide, and /practitioners/:id is
 * /practitioner/:id (DESIGN.md, "Routes").
 */
const onboardingGuide: LazyScreen = async () => ({
  Component: (await import('./routes/guides/onboarding-guide')).OnboardingGuidePage,
});
// The three policy pages are one chunk: a visitor reading one often opens another.
const policiesScreen = () => import('./routes/policies/policies');
const guidePage: LazyScreen = async () => ({
  Component: (await import('./routes/seekers/guide')).GuidePage,
});

export const SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/': async () => ({ Component: (await import('./routes/marketing/home')).HomePage }),
  '/explore': async () => ({ Component: (await import('./routes/seekers/explore')).ExplorePage }),
  '/practitioner/:id': guidePage,
  '/practitioners/:id': guidePage,
  '/about': async () => ({ Component: (await import('./routes/about/about')).AboutPage }),
  '/resources': async () => ({ Component: (await import('./routes/resources/resources')).ResourcesPage }),
  '/terms': async () => ({ Component: (await policiesScreen()).TermsPage }),
  '/privacy': async () => ({ Component: (await policiesScreen()).PrivacyPage }),
  '/cookies': async () => ({ Component: (await policiesScreen()).CookiePolicyPage }),
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
  '/bookings/:id/receipt': async () => ({
    Component: (await import('./routes/seekers/receipt')).ReceiptPage,
  }),
  '/booking-success': async () => ({
    Component: (await import('./routes/seekers/booking-success')).BookingSuccessPage,
  }),
  '/profile': async () => ({ Component: (await import('./routes/seekers/profile')).ProfilePage }),
  '/saved': async () => ({ Component: (await import('./routes/seekers/saved')).SavedPage }),
  '/checkout/:id': async () => ({ Component: (await import('./routes/seekers/checkout')).CheckoutPage }),
  '/admin': async () => ({ Component: (await import('./routes/admin/admin')).AdminPage }),
  '/practitioner-dashboard': async () => ({
    Component: (await import('./routes/guides/guide-dashboard')).GuideDashboardPage,
  }),
  '/practitioner-profile': async () => ({
    Component: (await import('./routes/guides/guide-profile-editor')).GuideProfileEditorPage,
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

function screenFor(path: string): LazyScreen {
  const screen = SCREENS[path];
  if (!screen) throw new Error(`No screen for the app route ${path}: add it to SCREENS in app/router.tsx`);
  return screen;
}

/** One key per screen: a move between two paths of the same screen keeps it on display, with its state. */
function screenKey(screen: LazyScreen): string {
  return Object.keys(SCREENS).find((path) => SCREENS[path] === screen) ?? '';
}

const components = new Map<LazyScreen, LazyExoticComponent<ComponentType>>();

/** One lazy component per screen, so two paths of the same screen share its chunk and its state. */
function componentOf(screen: LazyScreen): LazyExoticComponent<ComponentType> {
  let component = components.get(screen);
  if (!component) {
    component = lazy(async () => ({ default: (await screen()).Component }));
    components.set(screen, component);
  }
  return component;
}

/** The component that draws a screen: lazy in the browser, already loaded on the server. */
export type ScreenComponentOf = (screen: LazyScreen) => ComponentType;

/**
 * Every screen's code, loaded at once, for the server: it draws a page in one synchronous pass, with nothing
 * left to wait for.
 */
export async function loadScreens(): Promise<ScreenComponentOf> {
  const screens = [...new Set([...Object.values(SCREENS), notFound])];
  const loaded = new Map(
    await Promise.all(screens.map(async (screen) => [screen, (await screen()).Component] as const)),
  );
  return (screen) => {
    const component = loaded.get(screen);
    if (!component) throw new Error('A screen missing from SCREENS in app/router.tsx');
    return component;
  };
}

/** The routes of the app inside its layout, for the browser's router or the server's. */
export function AppRoutes({ componentOf }: { componentOf: ScreenComponentOf }) {
  const { pathname } = useLocation();
  const NotFound = componentOf(notFound);
  const routes: RouteDefinition[] = APP_ROUTES.map((route) => {
    const screen = screenFor(route.path);
    const Screen = componentOf(screen);
    return { path: route.path, element: <Screen />, key: screenKey(screen) };
  });
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes layout={<RootLayout />} routes={routes} notFound={<NotFound />} />
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <AppBrowserRouter>
      <AppRoutes componentOf={componentOf} />
    </AppBrowserRouter>
  );
}
