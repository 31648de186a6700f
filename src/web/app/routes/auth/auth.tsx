import type { PublicUser } from '@contract/auth';
import { PRODUCT_NAME } from '@contract/brand';
import { ROLE } from '@contract/roles';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CalendarHeart, MessageSquareHeart } from 'lucide-react';
import { useState } from 'react';
import { PageLoader } from '@/app/layout/page-loader';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { PageMeta } from '@/components/page-meta';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { PlatformStats } from '@/features/stats/components/platform-stats';
import { useAuth } from '@/lib/auth';
import { Navigate, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { destinationAfterLogin, destinationAfterRegister, type SignInState } from '../../sign-in-destination';
import { useLingui } from './i18n';

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
  const { i18n } = useLingui();

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
        title={tab === 'login' ? i18n._('auth.meta.loginTitle') : i18n._('auth.meta.registerTitle')}
        description={i18n._('auth.meta.description', { product: PRODUCT_NAME })}
      />
      <Card className="p-6 sm:p-10">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {tab === 'login'
            ? i18n._('auth.login.title')
            : i18n._('auth.register.title', { product: PRODUCT_NAME })}
        </h1>
        <p className="mt-2 text-ink-muted">
          {tab === 'login' ? i18n._('auth.login.lead') : i18n._('auth.register.lead')}
        </p>
        <Tabs value={tab} onValueChange={(value) => showTab(value as AuthTab)} className="mt-8">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">{i18n._('auth.tabs.login')}</TabsTrigger>
            <TabsTrigger value="register">{i18n._('auth.tabs.register')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onSignedIn={onSignedIn} />
            <p className="mt-6 text-center text-sm text-ink-muted">
              {i18n._('auth.login.newTo', { product: PRODUCT_NAME })}{' '}
              <button
                type="button"
                onClick={() => showTab('register')}
                className="cursor-pointer rounded font-semibold text-link underline-offset-4 hover:underline"
              >
                {i18n._('auth.login.createAccount')}
              </button>
            </p>
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm
              defaultRole={searchParams.get('role') === ROLE.guide ? ROLE.guide : ROLE.seeker}
              onRegistered={onRegistered}
            />
            <p className="mt-6 text-center text-sm text-ink-muted">
              {i18n._('auth.register.haveAccount')}{' '}
              <button
                type="button"
                onClick={() => showTab('login')}
                className="cursor-pointer rounded font-semibold text-link underline-offset-4 hover:underline"
              >
                {i18n._('auth.register.logIn')}
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
  { icon: BadgeCheck, text: /*i18n*/ 'auth.welcome.promise.reviewed' },
  { icon: CalendarHeart, text: /*i18n*/ 'auth.welcome.promise.book' },
  { icon: MessageSquareHeart, text: /*i18n*/ 'auth.welcome.promise.reviews' },
] as const;

function WelcomePanel() {
  const { i18n } = useLingui();
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
          {i18n._('auth.welcome.eyebrow')}
        </p>
        <h2 id="welcome-heading" className="mt-3 text-3xl font-semibold tracking-tight text-white">
          {i18n._('auth.welcome.title')}
        </h2>
        <p className="mt-4 leading-relaxed text-azulejo-100">{i18n._('auth.welcome.lead')}</p>
        <ul className="mt-8 grid gap-4">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white/10 text-terracotta-300">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-1 text-sm leading-relaxed text-sand-50">{i18n._(text)}</span>
            </li>
          ))}
        </ul>
        <PlatformStats className="mt-10 border-t border-white/15 pt-8 text-white" />
      </div>
    </aside>
  );
}
