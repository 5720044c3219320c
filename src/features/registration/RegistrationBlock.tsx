import { Button, Container, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconChevronDown } from '@tabler/icons-react';
import { getRouteApi, useSearch } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { chosenCourseParam } from '@/components/layout/registration-search';
import { registrationAnchorId } from '@/components/layout/RegisterButton';
import { lazyPart } from '@/components/lazy-part';
import { AnchorLink } from '@/components/links';
import { SiteImage } from '@/components/SiteImage';
import { fill } from '@/i18n/fill';
import { useLocale, useText } from '@/i18n/use-text';
import { registration } from '@/i18n/vi/registration';
import { siteConfig } from '@/lib/site-config';
import { fillNodes } from './fill-nodes';
import { LevelCheckAttachment } from './LevelCheckAttachment';
import { NoticeBar, type Notice } from './NoticeBar';
import classes from './RegistrationBlock.module.css';
import { RegistrationFallbacks } from './RegistrationFallbacks';
import { refusalsOf, registrationFormOf, sameRegistration, type RegistrationValues } from './registration-form';
import { courseTitle } from '@/lib/course-title';
import { registrationLimits } from './registration-schema';
import { UnsentRegistrations } from './UnsentRegistrations';
import { unsentRegistrations } from './unsent-registrations';
import type { UnsentRegistration } from './unsent-registrations-storage';

// Shown only after a send: not in the page's first load, it loads while a valid form is being sent.
const RegistrationThanks = lazyPart(() => import('./RegistrationThanks').then((module) => module.RegistrationThanks));

const rootRoute = getRouteApi('__root__');
const headingId = `${registrationAnchorId}-tieu-de`;
const illustration = { src: 'images/home/registration.svg', width: 640, height: 640, alt: '' } as const;
/** In the order they appear, so the first one in error can take the focus. */
const fields = ['parentName', 'phone', 'subject'] as const;
const initialValues: RegistrationValues = { parentName: '', phone: '', subject: '' };
/** What the three fields share: each is required, and checked by the form itself (`noValidate`). */
const field = { size: 'md', withAsterisk: true, 'aria-required': true, classNames: { input: classes.input } } as const;

/**
 * The registration block (docs/registration.md), in the page's language (its words: src/i18n/vi/registration.ts and the
 * English twin; a registration says which it was, `lang`), its courses loaded by the root route, starting with a course page's own
 * course (`courseId`) or the one its button chose in the address (`?khoa-hoc=<id>`). On failure everything typed stays and the phone sends the registration by itself later
 * (unsent-registrations.ts); on success a thank-you panel takes the form's place. A notice bar says what happened.
 */
export function RegistrationBlock({ courseId }: { courseId?: string }) {
  const t = useText('registration', registration);
  const locale = useLocale();
  // A document is in one language: the form's rules and words never change while it is shown.
  const [{ rules, toSend }] = useState(() => registrationFormOf(refusalsOf(t), locale));
  const { notices } = t;
  const courses = rootRoute.useLoaderData({ select: (data) => data.registrationCourses });
  const chosenCourseId = useSearch({ strict: false, select: (search) => search[chosenCourseParam] });
  // A course page's form starts with its own course, in its HTML too.
  const pageCourse = courses.find((course) => course.id === courseId)?.title;
  const [notice, setNotice] = useState<Notice | null>(null);
  const isComplete = (values: RegistrationValues) => fields.every((name) => rules[name](values[name]) === null);
  const form = useForm({
    initialValues: pageCourse ? { ...initialValues, subject: courseTitle(pageCourse, locale) } : initialValues,
    validate: rules,
    transformValues: toSend,
    // 'Vui lòng điền đầy đủ…' goes as soon as every field is right: it must not stay over the button.
    onValuesChange: (values) => setNotice((shown) => (shown?.message === notices.invalid && isComplete(values) ? null : shown)),
  });
  // The button is disabled while sending, but Enter in a field or a fast double click can still
  // reach the handler before React re-renders: this ref is the guard that counts.
  const sending = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  // What was last sent, thanked for in the form's place. After a failed send, the other ways to reach the centre show
  // under the form, and `id` is the unsent registration the form still shows: sending again replaces it.
  const [sent, setSent] = useState<RegistrationValues | null>(null);
  const [failed, setFailed] = useState<{ id?: string } | null>(null);

  // Set after the first render, so the prerendered page (which has no address query) hydrates
  // with the placeholder; then the chosen course fills in.
  const chosenTitle = courses.find((course) => course.id === chosenCourseId?.toString())?.title;
  const choose = useEffectEvent((title: string) => form.setFieldValue('subject', courseTitle(title, locale)));
  useEffect(() => {
    if (chosenTitle) choose(chosenTitle);
  }, [chosenTitle]);

  // A rendered form is on screen before its code runs: anything typed by then is in the fields, not in the form's state.
  // Take it in (a submit made meanwhile is replayed after this: src/components/early-input.ts).
  const takeTypedValues = useEffectEvent(() => {
    for (const name of fields) {
      const typed = form.getInputNode<HTMLInputElement | HTMLSelectElement, typeof name>(name)?.value;
      if (typed) form.setFieldValue(name, typed);
    }
  });
  useEffect(() => takeTypedValues(), []);

  const thank = (sentValues: RegistrationValues) => {
    setSent({ ...sentValues, phone: form.getValues().phone.trim() });
    setFailed(null);
    form.reset();
    setNotice({ kind: 'success', message: notices.sent });
  };

  /** The notice's second line after a send that failed in a tab that could not store the registration. */
  const callNow: ReactNode = fillNodes(notices.callNow, { phone: <a href={siteConfig.phoneHref}>{siteConfig.phone}</a> });

  // The registration this form stored was sent later, by a retry: the centre has it now. Unless the
  // parent has started changing it meanwhile, the form thanks them as after a send.
  const sentLater = useEffectEvent((registration: UnsentRegistration) => {
    if (registration.id !== failed?.id) return false;
    if (sameRegistration(form.getTransformedValues(), registration.values)) thank(registration.values);
    else {
      setFailed(null);
      setNotice({ kind: 'success', message: notices.sent, detail: fill(notices.sentLater, registration.values) });
    }
    return true;
  });
  useEffect(() => unsentRegistrations().onSentLater((registration) => sentLater(registration)), []);

  const showErrors = (errors: FormErrors) => {
    setNotice({ kind: 'error', message: notices.invalid });
    const firstInError = fields.find((name) => name in errors);
    if (firstInError) form.getInputNode(firstInError)?.focus();
  };

  const send = async (values: RegistrationValues) => {
    sending.current = true;
    RegistrationThanks.preload();
    try {
      const { result, id, persisted } = await unsentRegistrations().submit(values, failed?.id, locale);
      if (result === 'sent') return thank(values);
      // Not sent: everything typed stays; the phone keeps the registration and sends it by itself (or in this tab only).
      unsentRegistrations().startSending();
      setFailed({ id });
      if (persisted && result === 'kept' && !navigator.onLine) {
        // Offline, that the phone keeps it is all there is to say: one message, not a failure then what it means.
        setNotice({ kind: 'kept', message: notices.unsent });
      } else {
        const detail = persisted ? (result === 'refused' ? notices.refused : notices.unsent) : callNow;
        setNotice({ kind: 'error', message: notices.sendFailed, detail });
      }
    } catch {
      // The phone could not even keep it (its storage or locks failed): the form still holds it all.
      setFailed((last) => ({ id: last?.id }));
      setNotice({ kind: 'error', message: notices.sendFailed, detail: callNow });
    } finally {
      sending.current = false;
      // The disabled button dropped the focus: give it back (the thank-you panel takes it itself).
      flushSync(() => form.setSubmitting(false));
      if (document.activeElement === document.body) submitButton.current?.focus();
    }
  };

  const registerAnother = () => {
    flushSync(() => setSent(null));
    form.getInputNode('parentName')?.focus();
  };

  const removed = (registration: UnsentRegistration) => {
    if (registration.id === failed?.id) setFailed({});
    setNotice({ kind: 'success', message: fill(notices.removed, registration.values) });
  };

  const placeholder = { value: '', label: t.fields.coursePlaceholder, disabled: true };
  const options = [placeholder, ...courses.map(({ title }) => courseTitle(title, locale))];
  const textField = (name: 'parentName' | 'phone') => ({ ...field, readOnly: form.submitting, ...form.getInputProps(name) });

  return (
    <section id={registrationAnchorId} aria-labelledby={headingId} className={classes.section}>
      <Container size="lg">
        <div className={classes.layout}>
          <div className={classes.art}>
            <SiteImage picture={illustration} className={classes.image} />
          </div>
          <div className={classes.card}>
            <Title order={2} id={headingId} className={classes.title}>
              {t.heading}
            </Title>
            <Text className={classes.subtitle}>{t.lead}</Text>
            {sent ? (
              <RegistrationThanks sent={sent} onRegisterAnother={registerAnother} />
            ) : (
              <form
                noValidate
                onSubmit={(event) => (sending.current ? event.preventDefault() : form.onSubmit(send, showErrors)(event))}
                className={classes.form}
                aria-busy={form.submitting || undefined}
              >
                <TextInput
                  label={t.fields.parentName}
                  autoComplete="name"
                  maxLength={registrationLimits.parentName}
                  {...textField('parentName')}
                />
                <TextInput label={t.fields.phone} type="tel" inputMode="tel" autoComplete="tel" {...textField('phone')} />
                <NativeSelect
                  label={t.fields.course}
                  data={options}
                  rightSection={<IconChevronDown size={18} stroke={1.75} aria-hidden />}
                  {...field}
                  {...form.getInputProps('subject')}
                  // A select cannot be read-only: while sending, changes are simply not taken.
                  onChange={(event) => {
                    if (!sending.current) form.setFieldValue('subject', event.currentTarget.value);
                  }}
                  classNames={{ input: `${classes.input} ${form.getValues().subject === '' ? classes.placeholder : ''}` }}
                />
                <LevelCheckAttachment />
                <Button
                  ref={submitButton}
                  type="submit"
                  size="lg"
                  fullWidth
                  disabled={form.submitting}
                  className={classes.submit}
                >
                  {form.submitting ? t.sending : t.submit}
                </Button>
              </form>
            )}
            <NoticeBar notice={notice} onClose={() => setNotice(null)} underForm />
            {!sent && (
              <>
                {failed && <RegistrationFallbacks values={form.getValues()} />}
                <UnsentRegistrations onRemoved={removed} />
                <Text className={classes.consent}>
                  {fillNodes(t.consent, {
                    privacyPolicy: (
                      <AnchorLink to="/chinh-sach-bao-mat" underline="always" className={classes.consentLink}>
                        {t.privacyPolicy}
                      </AnchorLink>
                    ),
                  })}
                </Text>
              </>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
