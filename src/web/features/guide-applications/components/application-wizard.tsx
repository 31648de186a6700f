import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Check, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PolicyAcceptanceNote } from '@/components/policy-acceptance-note';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { VALIDATE_ON_SUBMIT } from '@/lib/form-validation';
import { saveApplicationDraft } from '../application-draft';
import {
  type ApplicationField,
  type ApplicationFormInput,
  ApplicationFormSchema,
  type ApplicationFormValues,
  stepErrors,
  WIZARD_STEPS,
} from '../application-form';
import { useLingui } from '../i18n';
import { CredentialFields } from './credential-fields';
import { LocationFields } from './location-fields';
import { PersonalFields } from './personal-fields';
import { PracticeFields } from './practice-fields';
import { PricingFields } from './pricing-fields';
import { useApplicationSubmit } from './use-application-submit';

const STEP_FIELDS = [
  PersonalFields,
  PracticeFields,
  CredentialFields,
  LocationFields,
  PricingFields,
] as const;
const LAST_STEP = WIZARD_STEPS.length - 1;

function StepIndicator({ current, onGoBack }: { current: number; onGoBack: (step: number) => void }) {
  const step = WIZARD_STEPS[current];
  const { i18n } = useLingui();
  const stepOf = { step: current + 1, count: WIZARD_STEPS.length };
  return (
    <nav aria-label={i18n._('guideApplications.wizard.stepsLabel')}>
      <p className="text-sm font-medium text-ink-muted sm:hidden">
        {i18n._('guideApplications.wizard.stepOf', stepOf)}
      </p>
      <div
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand-200 sm:hidden"
        role="progressbar"
        aria-label={i18n._('guideApplications.wizard.stepOfTitled', {
          step: stepOf.step,
          count: stepOf.count,
          title: step ? i18n._(step.title) : '',
        })}
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS.length}
        aria-valuenow={current + 1}
      >
        <div
          className="h-full rounded-full bg-azulejo-600 transition-[width]"
          style={{ width: `${((current + 1) / WIZARD_STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="hidden gap-2 sm:grid sm:grid-cols-5">
        {WIZARD_STEPS.map((item, index) => {
          const done = index < current;
          const isCurrent = index === current;
          const content = (
            <>
              <span
                className={cn(
                  'inline-flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                  done && 'border-teal-700 bg-teal-700 text-white',
                  isCurrent && 'border-azulejo-600 bg-azulejo-600 text-white',
                  !done && !isCurrent && 'border-input bg-card text-ink-muted',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span className="grid text-left">
                <span
                  className={cn('text-sm font-semibold', isCurrent || done ? 'text-ink' : 'text-ink-muted')}
                >
                  {i18n._(item.title)}
                </span>
                <span className="text-xs text-ink-muted">{i18n._(item.description)}</span>
              </span>
            </>
          );
          return (
            <li
              key={item.title}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn('border-t-4 pt-3', index <= current ? 'border-azulejo-600' : 'border-sand-200')}
            >
              {done ? (
                <button
                  type="button"
                  onClick={() => onGoBack(index)}
                  className="flex cursor-pointer items-start gap-2.5 rounded-lg hover:opacity-80"
                >
                  {content}
                  <span className="sr-only">{i18n._('guideApplications.wizard.goBack')}</span>
                </button>
              ) : (
                <span className="flex items-start gap-2.5">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface ApplicationWizardProps {
  userId: number;
  defaultValues: Partial<ApplicationFormInput>;
  onSubmitted: () => void;
}

/** The five-step application (spec: "Guide application wizard"): each step must be valid to go on. */
export function ApplicationWizard({ userId, defaultValues, onSubmitted }: ApplicationWizardProps) {
  const [current, setCurrent] = useState(0);
  const { i18n } = useLingui();
  const movedRef = useRef(false);
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(ApplicationFormSchema),
    defaultValues,
  });
  const { isSubmitting } = form.formState;
  const currentRef = useRef(current);
  // A new step is announced by moving focus to its heading (not on the first render). One callback for good: the
  // heading is keyed by its step, so it runs once per step and not each time the form draws its messages again,
  // which would take focus from the field being typed in.
  const focusStepHeading = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && movedRef.current) heading.focus();
  }, []);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      saveApplicationDraft(userId, values as ApplicationFormInput);
      // A message Continue put up is checked again as its answer changes, and goes once the answer is right.
      const field = name?.split('.')[0] as ApplicationField | undefined;
      if (!field || form.getFieldState(field).error?.type !== 'step') return;
      const message = stepErrors(currentRef.current, values)[field];
      if (message) form.setError(field, { type: 'step', message });
      else form.clearErrors(field);
    });
    return () => subscription.unsubscribe();
  }, [form, userId]);

  const goTo = (step: number) => {
    movedRef.current = true;
    currentRef.current = step;
    setCurrent(step);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const submit = useApplicationSubmit(form, {
    successTitle: i18n._('guideApplications.wizard.submitted'),
    onSubmitted,
    onFieldErrors: (fields) => {
      const firstStep = WIZARD_STEPS.findIndex((step) =>
        (step.fields as readonly ApplicationField[]).some((field) => fields.includes(field)),
      );
      if (firstStep >= 0 && firstStep !== current) goTo(firstStep);
    },
  });

  const holdBack = (errors: Partial<Record<ApplicationField, string>>) => {
    const fields = Object.keys(errors) as ApplicationField[];
    for (const field of fields) form.setError(field, { type: 'step', message: errors[field] });
    toast({
      title: i18n._('guideApplications.validation.title'),
      description: i18n._('guideApplications.validation.text'),
      variant: 'destructive',
    });
    if (fields[0]) form.setFocus(fields[0]);
  };

  /** Continue, and on the last step Submit: the step's answers must be right to go on. */
  const onNext = () => {
    const values = form.getValues();
    const errors = stepErrors(current, values);
    if (Object.keys(errors).length > 0) return holdBack(errors);
    form.clearErrors([...(WIZARD_STEPS[current]?.fields ?? [])]);
    if (current < LAST_STEP) return goTo(current + 1);
    // Every step was right when it was left; the whole application is checked once more before it goes.
    void form.handleSubmit(submit, () => {
      const wrong = WIZARD_STEPS.findIndex((_, index) => Object.keys(stepErrors(index, values)).length > 0);
      if (wrong < 0) return;
      goTo(wrong);
      holdBack(stepErrors(wrong, values));
    })();
  };

  const step = WIZARD_STEPS[current] ?? WIZARD_STEPS[0];
  const Fields = STEP_FIELDS[current] ?? PersonalFields;
  const isLast = current === LAST_STEP;

  return (
    <Card className="p-5 sm:p-8">
      <StepIndicator current={current} onGoBack={goTo} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onNext();
        }}
        className="mt-8"
      >
        <h2
          key={current}
          ref={focusStepHeading}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-ink outline-none"
        >
          {i18n._(step.title)}
        </h2>
        <p className="mt-1 text-ink-muted">{i18n._(STEP_LEADS[current] ?? STEP_LEADS[0])}</p>
        <div className="mt-6">
          <Fields form={form} />
        </div>
        {isLast ? (
          <PolicyAcceptanceNote
            action={i18n._('guideApplications.policyAction')}
            asGuide
            className="mt-8 sm:text-right"
          />
        ) : null}
        <div
          className={cn(
            'flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between',
            isLast ? 'mt-4' : 'mt-8',
          )}
        >
          <Button
            type="button"
            variant="ghost"
            size="lg"
            onClick={() => goTo(current - 1)}
            disabled={current === 0 || isSubmitting}
            className={cn(current === 0 && 'max-sm:hidden sm:invisible')}
          >
            <ArrowLeft aria-hidden="true" />
            {i18n._('guideApplications.wizard.back')}
          </Button>
          {isLast ? (
            <Button type="submit" size="lg" pending={isSubmitting}>
              {isSubmitting ? null : <Send aria-hidden="true" />}
              {i18n._('guideApplications.wizard.submit')}
            </Button>
          ) : (
            <Button type="submit" size="lg">
              {i18n._('guideApplications.wizard.continue')}
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

const STEP_LEADS = [
  /*i18n*/ 'guideApplications.steps.personalLead',
  /*i18n*/ 'guideApplications.steps.practiceLead',
  /*i18n*/ 'guideApplications.steps.credentialsLead',
  /*i18n*/ 'guideApplications.steps.locationLead',
  /*i18n*/ 'guideApplications.steps.finalLead',
] as const;
