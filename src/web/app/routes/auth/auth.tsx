import type { PublicUser } from '@contract/auth';
import { PRODUCT_NAME } from '@contract/brand';
import { ROLE } from '@contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CalendarHeart, MessageSquareHeart } from 'lucide-react';
import { useState } from 'react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { PageLoader } from '@/components/page-loader';
import { PageMeta } from '@/components/page-meta';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { PlatformStats } from '@/features/stats/components/platform-stats';
import { useAuth } from '@/lib/auth';
import { Navigate, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { destinationAfterLogin, destinationAfterRegister, type SignInState } from '../../sign-in-destination';

type AuthTab = 'login' | 'register';

export function AuthPage() {
  const { isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  return <AuthScreen />;
}

function AuthScreen() {
  const { user } = useAuth();
  // Only someone already signed in when they arrive is sent on; signing in here navigates by its own rules.
  const [arrivedSignedIn] = useState(user !== null);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (arrivedSignedIn) return <Navigate to="/dashboard" replace />;

  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const from = (location.state as SignInState | null)?.from;

  const showTab = (next: AuthTab) => {
    setSearchParams(
      (params) => {
        if (next === 'register') params.set('tab', 'register');
        else params.delete('tab');
        return params;
      },
      { replace: true, state: location.state },
    );
  };

  const onSignedIn = async (signedIn: PublicUser) => {
    await navigate(await destinationAfterLogin(signedIn, from, queryClient), { replace: true });
  };
  const onRegistered = async (registered: PublicUser) => {
    await navigate(destinationAfterRegister(registered, from), { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl flex-1 items-start gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_0.9fr] lg:gap-12 lg:px-8 lg:py-16">
      <PageMeta
        title={tab === 'login' ? 'Log in' : 'Create your account'}
        description={`Log in to ${PRODUCT_NAME} or create an account to book trusted wellness and spiritual sessions in Lisbon.`}
      />
      <Card className="p-6 sm:p-10">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {tab === 'login' ? 'Welcome back' : `Join ${PRODUCT_NAME}`}
        </h1>
        <p className="mt-2 text-ink-muted">
          {tab === 'login'
            ? 'Log in to book sessions and keep track of your bookings.'
            : 'Book sessions with trusted guides, or share your own practice with Lisbon.'}
        </p>
        <Tabs value={tab} onValueChange={(value) => showTab(value as AuthTab)} className="mt-8">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onSignedIn={onSignedIn} />
            <p className="mt-6 text-center text-sm text-ink-muted">
              New to {PRODUCT_NAME}?{' '}
              <button
                type="button"
                onClick={() => showTab('register')}
                className="cursor-pointer rounded font-semibold text-link underline-offset-4 hover:underline"
              >
                Create an account
              </button>
            </p>
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm
              defaultRole={searchParams.get('role') === ROLE.guide ? ROLE.guide : ROLE.seeker}
              onRegistered={onRegistered}
            />
            <p className="mt-6 text-center text-sm text-ink-muted">
              Already have an account?{' '}
              <button
                type="button"
                onClick={() => showTab('login')}
                className="cursor-pointer rounded font-semibold text-link underline-offset-4 hover:underline"
              >
                Log in
              </button>
            </p>
          </TabsContent>
        </Tabs>
      </Card>
      <WelcomePanel />
    </div>
  );
}

const PROMISES = [
  { icon: BadgeCheck, text: 'Every guide is reviewed by our team before they can offer sessions.' },
  { icon: CalendarHeart, text: 'Book a time that suits you and pay securely in seconds.' },
  { icon: MessageSquareHeart, text: 'Honest reviews from people who booked before you.' },
] as const;

function WelcomePanel() {
  return (
    <aside
      aria-labelledby="welcome-heading"
      className="on-dark relative overflow-hidden rounded-[2rem] bg-azulejo-900 text-sand-50 shadow-lift lg:sticky lg:top-24"
    >
      <div aria-hidden="true" className="relative h-32 sm:h-40">
        <AzulejoPattern tone="blue" tileSize={56} />
        <div className="absolute inset-0 bg-linear-to-b from-transparent to-azulejo-900" />
        <div className="absolute top-8 right-8 size-16 rounded-full bg-linear-to-b from-terracotta-300 to-terracotta-600 shadow-[0_0_60px_12px_rgb(227_165_140/0.45)] sm:size-20" />
      </div>
      <div className="relative px-6 pb-8 sm:px-10 sm:pb-10">
        <p className="text-sm font-semibold tracking-wider text-terracotta-300 uppercase">
          Wellness in Lisbon
        </p>
        <h2 id="welcome-heading" className="mt-3 text-3xl font-semibold tracking-tight text-white">
          Find your calm, one session at a time
        </h2>
        <p className="mt-4 leading-relaxed text-azulejo-100">
          Reiki, breathwork, sound healing, meditation and more, with guides who love this city as much as
          their practice.
        </p>
        <ul className="mt-8 grid gap-4">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white/10 text-terracotta-300">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-1 text-sm leading-relaxed text-sand-50">{text}</span>
            </li>
          ))}
        </ul>
        <PlatformStats className="mt-10 border-t border-white/15 pt-8 text-white" />
      </div>
    </aside>
  );
}
