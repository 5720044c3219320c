import { Button, Container, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconChevronDown } from '@tabler/icons-react';
import { getRouteApi, useSearch } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { chosenCourseParam } from '@/components/layout/registration-search';
import { registrationAnchorId } from '@/components/layout/RegisterButton';
import { lazyPart } from '@/components/lazy-part';
import { AnchorLink } from '@/components/links';
import { SiteImage } from '@/components/SiteImage';
import { capitalizeWords } from '@/lib/capitalize-words';
import { siteConfig } from '@/lib/site-config';
import { LevelCheckAttachment } from './LevelCheckAttachment';
import { NoticeBar, type Notice } from './NoticeBar';
import classes from './RegistrationBlock.module.css';
import { RegistrationFallbacks } from './RegistrationFallbacks';
import { registrationMessages as messages, registrationRules, registrationToSend, sameRegistration } from './registration-form';
import type { RegistrationValues } from './registration-form';
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

const isComplete = (values: RegistrationValues) => fields.every((name) => registrationRules[name](values[name]) === null);

/** The notice's second line after a send that failed in a tab that could not store the registration. */
const callNow = (
  <>
    Hoặc gọi <a href={siteConfig.phoneHref}>{siteConfig.phone}</a> để đăng ký ngay.
  </>
);

/**
 * The registration block (docs/registration.md), its courses loaded by the root route, starting with a course page's own
 * course (`courseId`) or the one its button chose in the address (`?khoa-hoc=<id>`). On failure everything typed stays and the phone sends the registration by itself later
 * (unsent-registrations.ts); on success a thank-you panel takes the form's place. A notice bar says what happened.
 */
export function RegistrationBlock({ courseId }: { courseId?: string }) {
  const courses = rootRoute.useLoaderData({ select: (data) => data.registrationCourses });
  const chosenCourseId = useSearch({ strict: false, select: (search) => search[chosenCourseParam] });
  // A course page's form starts with its own course, in its HTML too.
  const pageCourse = courses.find((course) => course.id === courseId)?.title;
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm({
    initialValues: pageCourse ? { ...initialValues, subject: capitalizeWords(pageCourse) } : initialValues,
    validate: registrationRules,
    transformValues: registrationToSend,
    // 'Vui lòng điền đầy đủ…' goes as soon as every field is right: it must not stay over the button.
    onValuesChange: (values) => setNotice((shown) => (shown?.message === messages.invalid && isComplete(values) ? null : shown)),
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
  const choose = useEffectEvent((title: string) => form.setFieldValue('subject', capitalizeWords(title)));
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
    setNotice({ kind: 'success', message: messages.sent });
  };

  // The registration this form stored was sent later, by a retry: the centre has it now. Unless the
  // parent has started changing it meanwhile, the form thanks them as after a send.
  const sentLater = useEffectEvent((registration: UnsentRegistration) => {
    if (registration.id !== failed?.id) return false;
    if (sameRegistration(form.getTransformedValues(), registration.values)) thank(registration.values);
    else {
      setFailed(null);
      setNotice({ kind: 'success', message: messages.sent, detail: messages.sentLater(registration.values) });
    }
    return true;
  });
  useEffect(() => unsentRegistrations().onSentLater((registration) => sentLater(registration)), []);

  const showErrors = (errors: FormErrors) => {
    setNotice({ kind: 'error', message: messages.invalid });
    const firstInError = fields.find((name) => name in errors);
    if (firstInError) form.getInputNode(firstInError)?.focus();
  };

  const send = async (values: RegistrationValues) => {
    sending.current = true;
    RegistrationThanks.preload();
    try {
      const { result, id, persisted } = await unsentRegistrations().submit(values, failed?.id);
      if (result === 'sent') return thank(values);
      // Not sent: everything typed stays; the phone keeps the registration and sends it by itself (or in this tab only).
      unsentRegistrations().startSending();
      setFailed({ id });
      const detail = persisted ? (result === 'refused' ? messages.refused : messages.unsent) : callNow;
      setNotice({ kind: 'error', message: messages.sendFailed, detail });
    } catch {
      // The phone could not even keep it (its storage or locks failed): the form still holds it all.
      setFailed((last) => ({ id: last?.id }));
      setNotice({ kind: 'error', message: messages.sendFailed, detail: callNow });
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
    setNotice({ kind: 'success', message: messages.removed(registration.values) });
  };

  const placeholder = { value: '', label: 'Khóa học phù hợp với bé', disabled: true };
  const options = [placeholder, ...courses.map(({ title }) => capitalizeWords(title))];
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
              ĐĂNG KÝ KIỂM TRA TRÌNH ĐỘ VÀ HỌC THỬ MIỄN PHÍ
            </Title>
            <Text className={classes.subtitle}>
              Phụ huynh để lại thông tin, Trung tâm sẽ gọi lại để hẹn lịch kiểm tra trình độ và một buổi học thử miễn phí cho bé.
            </Text>
            {sent ? (
              <RegistrationThanks sent={sent} onRegisterAnother={registerAnother} />
            ) : (
              <form
                noValidate
                onSubmit={(event) => (sending.current ? event.preventDefault() : form.onSubmit(send, showErrors)(event))}
                className={classes.form}
                aria-busy={form.submitting || undefined}
              >
                <TextInput label="Họ tên phụ huynh" autoComplete="name" maxLength={registrationLimits.parentName} {...textField('parentName')} />
                <TextInput label="Số điện thoại" type="tel" inputMode="tel" autoComplete="tel" {...textField('phone')} />
                <NativeSelect
                  label="Khóa học"
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
                  {form.submitting ? 'Đang gửi. . .' : 'Gửi đăng ký'}
                </Button>
              </form>
            )}
            <NoticeBar notice={notice} onClose={() => setNotice(null)} underForm />
            {!sent && (
              <>
                {failed && <RegistrationFallbacks values={form.getValues()} />}
                <UnsentRegistrations onRemoved={removed} />
                <Text className={classes.consent}>
                  Bằng việc gửi thông tin, phụ huynh đồng ý để Trung tâm Mặt Trời Nhỏ dùng họ tên và số điện thoại này chỉ để liên
                  hệ tư vấn, xếp lịch kiểm tra trình độ và học thử. Xem{' '}
                  <AnchorLink to="/chinh-sach-bao-mat" underline="always" className={classes.consentLink}>
                    Chính sách bảo mật
                  </AnchorLink>
                  .
                </Text>
              </>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
