import { Button, Container, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { AnchorLink } from '@/components/links';
import { registrationAnchorId } from '@/components/layout/RegisterButton';
import { SiteImage } from '@/components/SiteImage';
import { capitalizeWords } from '@/lib/capitalize-words';
import { lazyPart } from '@/components/lazy-part';
import { siteConfig } from '@/lib/site-config';
import { NoticeBar, type Notice } from './NoticeBar';
import classes from './RegistrationBlock.module.css';
import type { RegistrationCourse } from './registration-courses';
import { RegistrationFallbacks } from './RegistrationFallbacks';
import {
  emptyRegistration,
  registrationMessages as messages,
  registrationRules,
  registrationToSend,
  sameRegistration,
  type RegistrationValues,
} from './registration-form';
import { UnsentRegistrations } from './UnsentRegistrations';
import { unsentRegistrations } from './unsent-registrations';
import type { UnsentRegistration } from './unsent-registrations-storage';

// Shown only after a send, so its code is not part of the page's first load: it starts loading
// when a valid form is being sent, and is there by the time the answer is.
const RegistrationThanks = lazyPart(() => import('./RegistrationThanks').then((module) => module.RegistrationThanks));

const headingId = `${registrationAnchorId}-tieu-de`;
const placeholder = 'Khóa học phù hợp với bé';
const illustration = { src: 'images/home/registration.svg', width: 640, height: 640, alt: '' } as const;
/** In the order they appear, so the first one in error can take the focus. */
const fields = ['parentName', 'phone', 'subject'] as const;

/** The notice's second line after a send that failed in a tab that could not store the registration. */
const callNow = (
  <>
    Hoặc gọi <a href={siteConfig.phoneHref}>{siteConfig.phone}</a> để đăng ký ngay.
  </>
);

interface RegistrationBlockProps {
  courses: readonly RegistrationCourse[];
  /** A course to start with (a course page's button chose it); unknown ids are ignored. */
  chosenCourseId?: string;
}

/**
 * The registration block (docs/product.md#registration-form): parent name, phone and course,
 * checked on submit, stored on the phone and sent to the e-mail service once (unsent-registrations.ts).
 * On failure everything typed stays and the registration is sent by itself later; on success the
 * form clears and a thank-you panel takes its place. A notice bar tells the parent what happened.
 */
export function RegistrationBlock({ courses, chosenCourseId }: RegistrationBlockProps) {
  const form = useForm({ mode: 'controlled', initialValues: emptyRegistration, validate: registrationRules, transformValues: registrationToSend });
  // The button is disabled while sending, but Enter in a field or a fast double click can still
  // reach the handler before React re-renders: this ref is the guard that counts.
  const sending = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // What was last sent: while set, the thank-you panel stands in the form's place.
  const [sent, setSent] = useState<RegistrationValues | null>(null);
  // The last send failed: other ways to reach the centre show under the form until one succeeds.
  // `id` is the unsent registration the form still shows: sending again replaces it.
  const [failed, setFailed] = useState<{ id?: string } | null>(null);

  const showNotice = (kind: Notice['kind'], message: string, detail?: Notice['detail']) =>
    setNotice((last) => ({ id: (last?.id ?? 0) + 1, kind, message, detail }));

  // Set after the first render, so the prerendered page (which has no address query) hydrates
  // with the placeholder; then the chosen course fills in.
  const chosenTitle = courses.find((course) => course.id === chosenCourseId)?.title;
  const choose = useEffectEvent((title: string) => form.setFieldValue('subject', capitalizeWords(title)));
  useEffect(() => {
    if (chosenTitle) choose(chosenTitle);
  }, [chosenTitle]);

  // A rendered form is on screen before its code runs (src/client.tsx; on the home page it loads as
  // the form nears the screen): anything typed by then is in the fields but not in the form's
  // state. Take it in (a submit made meanwhile is replayed after this: src/lib/early-input.ts).
  const takeTypedValues = useEffectEvent(() => {
    for (const field of fields) {
      const typed = form.getInputNode<HTMLInputElement | HTMLSelectElement, typeof field>(field)?.value;
      if (typed) form.setFieldValue(field, typed);
    }
  });
  useEffect(() => takeTypedValues(), []);

  const thank = (sentValues: RegistrationValues) => {
    const phone = form.getValues().phone.trim();
    setFailed(null);
    form.reset();
    setSent({ ...sentValues, phone });
    showNotice('success', messages.sent);
  };

  // The registration this form stored was sent later, by a retry: the centre has it now. Unless the
  // parent has started changing it meanwhile, the form thanks them as after a send.
  const sentLater = useEffectEvent((registration: UnsentRegistration) => {
    if (registration.id !== failed?.id) return false;
    if (sameRegistration(form.getTransformedValues(), registration.values)) thank(registration.values);
    else {
      setFailed(null);
      showNotice('success', messages.sent, messages.sentLater(registration.values));
    }
    return true;
  });
  useEffect(() => unsentRegistrations().onSentLater((registration) => sentLater(registration)), []);

  const showErrors = (errors: FormErrors) => {
    showNotice('error', messages.invalid);
    const firstInError = fields.find((field) => field in errors);
    if (firstInError) form.getInputNode(firstInError)?.focus();
  };

  const send = async (values: RegistrationValues) => {
    sending.current = true;
    RegistrationThanks.preload();
    try {
      const { result, id, persisted } = await unsentRegistrations().submit(values, failed?.id);
      if (result === 'sent') return thank(values);
      // Not sent: every value the parent typed stays, and the phone keeps the registration and sends
      // it by itself (or, in the rare tab that cannot keep it, trying again is one click).
      unsentRegistrations().startSending();
      setFailed({ id });
      showNotice('error', messages.sendFailed, persisted ? (result === 'refused' ? messages.refused : messages.unsent) : callNow);
    } catch {
      // The phone could not even keep it (its storage or locks failed): the form still holds it all.
      setFailed((last) => ({ id: last?.id }));
      showNotice('error', messages.sendFailed, callNow);
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
    showNotice('success', `Đã xoá đăng ký của phụ huynh ${registration.values.parentName} khỏi điện thoại này.`);
  };

  const subjectProps = form.getInputProps('subject');
  const options = [{ value: '', label: placeholder, disabled: true }, ...courses.map(({ title }) => capitalizeWords(title))];

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
              <>
                <form
                  noValidate
                  onSubmit={(event) => (sending.current ? event.preventDefault() : form.onSubmit(send, showErrors)(event))}
                  className={classes.form}
                  aria-busy={form.submitting || undefined}
                >
                  <TextInput
                    label="Họ tên phụ huynh"
                    autoComplete="name"
                    size="md"
                    withAsterisk
                    aria-required
                    readOnly={form.submitting}
                    classNames={{ input: classes.input }}
                    {...form.getInputProps('parentName')}
                  />
                  <TextInput
                    label="Số điện thoại"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    size="md"
                    withAsterisk
                    aria-required
                    readOnly={form.submitting}
                    classNames={{ input: classes.input }}
                    {...form.getInputProps('phone')}
                  />
                  <NativeSelect
                    label="Khóa học"
                    size="md"
                    withAsterisk
                    aria-required
                    data={options}
                    rightSection={<IconChevronDown size={18} stroke={1.75} aria-hidden />}
                    {...subjectProps}
                    // A select cannot be read-only: while sending, changes are simply not taken.
                    onChange={(event) => {
                      if (!sending.current) form.setFieldValue('subject', event.currentTarget.value);
                    }}
                    classNames={{ input: `${classes.input} ${form.getValues().subject === '' ? classes.placeholder : ''}` }}
                  />
                  <Button ref={submitButton} type="submit" size="lg" fullWidth disabled={form.submitting} className={classes.submit}>
                    {form.submitting ? 'Đang gửi. . .' : 'Gửi đăng ký'}
                  </Button>
                </form>
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
      <NoticeBar notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
