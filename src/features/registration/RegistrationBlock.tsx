import { Button, Container, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconChevronDown } from '@tabler/icons-react';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { AnchorLink } from '@/components/links';
import { registrationAnchorId } from '@/components/layout/RegisterButton';
import { SiteImage } from '@/components/SiteImage';
import { capitalizeWords } from '@/lib/capitalize-words';
import { lazyPart } from '@/components/lazy-part';
import { siteConfig } from '@/lib/site-config';
import { KeptRegistrations } from './KeptRegistrations';
import type { KeptLead } from './kept-leads';
import { NoticeBar, type Notice } from './NoticeBar';
import type { RegistrationCourse } from './registration-courses';
import { registrationOutbox, startDelivery } from './registration-outbox';
import {
  emptyRegistration,
  keptLeadMessages,
  registrationFields,
  sameRegistration,
  registrationMessages,
  registrationRules,
  type RegistrationValues,
} from './registration-schema';
import classes from './RegistrationBlock.module.css';
import { RegistrationFallbacks } from './RegistrationFallbacks';
import type { Submission } from './lead-outbox';
import { registrationToSend } from './send-registration';
import { trimInvisible } from './trim-invisible';

// Shown only after a send, so its code is not part of the page's first load: it starts loading
// when a valid form is being sent, and is there by the time the answer is.
const RegistrationThanks = lazyPart(() => import('./RegistrationThanks').then((module) => module.RegistrationThanks));

const headingId = `${registrationAnchorId}-tieu-de`;
const placeholder = 'Khóa học phù hợp với bé';
const illustration = { src: 'images/home/registration.svg', width: 640, height: 640, alt: '' } as const;

/** The notice's second line after a send that failed: what became of the registration, and another way. */
function failureDetail({ result, persisted }: Pick<Submission, 'result' | 'persisted'>) {
  if (!persisted) {
    return (
      <>
        Hoặc gọi <a href={siteConfig.phoneHref}>{siteConfig.phone}</a> để đăng ký ngay.
      </>
    );
  }
  return result === 'refused' ? keptLeadMessages.refused : keptLeadMessages.kept;
}

/**
 * The registration block (docs/product.md#registration-form): parent name, phone and course,
 * checked on submit, kept on the phone and sent to the e-mail service once (registration-outbox.ts).
 * On failure everything typed stays and the registration is sent by itself later; on success the
 * form clears and a thank-you panel takes its place. A notice bar tells the parent what happened.
 */
interface RegistrationBlockProps {
  courses: readonly RegistrationCourse[];
  /** A course to start with (a course page's button chose it); unknown ids are ignored. */
  chosenCourseId?: string;
}

export function RegistrationBlock({ courses, chosenCourseId }: RegistrationBlockProps) {
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues: emptyRegistration,
    validate: registrationRules,
  });
  const [submitting, setSubmitting] = useState(false);
  // The button is disabled while sending, but Enter in a field or a fast double click can still
  // reach the handler before React re-renders: this ref is the guard that counts.
  const submittingRef = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // What was last sent: while set, the thank-you panel stands in the form's place.
  const [sent, setSent] = useState<RegistrationValues | null>(null);
  // The last send failed: other ways to reach the centre show under the form until one succeeds.
  const [sendFailed, setSendFailed] = useState(false);
  // The kept registration the form still shows (its last send failed): sending again replaces it.
  const keptLead = useRef<string | undefined>(undefined);
  const noticeCount = useRef(0);
  const submitButton = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLSelectElement>(null);

  const showNotice = (kind: Notice['kind'], message: string, detail?: Notice['detail']) => {
    noticeCount.current += 1;
    setNotice({ id: noticeCount.current, kind, message, detail });
  };
  const closeNotice = useCallback(() => setNotice(null), []);

  // The disabled button drops the focus while sending; give it back once a send is over (never
  // on the first render, which would pull the page down to the form).
  const restoreFocus = useRef(false);
  useEffect(() => {
    if (submitting || !restoreFocus.current) return;
    restoreFocus.current = false;
    const active = document.activeElement;
    if (submitButton.current && (!active || active === document.body)) submitButton.current.focus();
  }, [submitting]);

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
    const typed = { parentName: nameRef.current?.value, phone: phoneRef.current?.value, subject: subjectRef.current?.value };
    for (const field of registrationFields) {
      const value = typed[field];
      if (value) form.setFieldValue(field, value);
    }
  });
  useEffect(() => takeTypedValues(), []);

  const focusNameOnShow = useRef(false);
  const registerAnother = () => {
    setSent(null);
    focusNameOnShow.current = true;
  };
  useEffect(() => {
    if (sent || !focusNameOnShow.current) return;
    focusNameOnShow.current = false;
    nameRef.current?.focus();
  }, [sent]);

  const thank = (values: RegistrationValues) => {
    keptLead.current = undefined;
    setSendFailed(false);
    form.reset();
    setSent(values);
    showNotice('success', registrationMessages.sent);
  };

  // The registration this form kept was sent later, by a retry: the centre has it now. Unless the
  // parent has started changing it meanwhile, the form thanks them as after a send.
  const deliveredLater = useEffectEvent((lead: KeptLead) => {
    if (lead.id !== keptLead.current) return false;
    keptLead.current = undefined;
    if (sameRegistration(registrationToSend(form.getValues()), lead.values)) {
      thank({ ...lead.values, phone: form.getValues().phone.trim() });
    } else {
      setSendFailed(false);
      showNotice('success', registrationMessages.sent, keptLeadMessages.sentLater(lead.values));
    }
    return true;
  });
  useEffect(() => registrationOutbox().onDelivered((lead) => deliveredLater(lead)), []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      showNotice('error', registrationMessages.invalid);
      const firstInvalid = registrationFields.find((field) => Boolean(errors[field]));
      const fields = { parentName: nameRef, phone: phoneRef, subject: subjectRef };
      if (firstInvalid) fields[firstInvalid].current?.focus();
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    RegistrationThanks.preload();
    try {
      const values = form.getValues();
      const submission = await registrationOutbox().submit(registrationToSend(values), keptLead.current);
      if (submission.result === 'sent') {
        thank({ parentName: trimInvisible(values.parentName), phone: values.phone.trim(), subject: values.subject });
        return;
      }
      // Not sent: every value the parent typed stays, and the phone keeps the registration and sends
      // it by itself (or, in the rare tab that cannot keep it, trying again is one click).
      keptLead.current = submission.lead.id;
      startDelivery();
      setSendFailed(true);
      showNotice('error', registrationMessages.sendFailed, failureDetail(submission));
    } catch {
      // The phone could not even keep it (its storage or locks failed): the form still holds it all.
      setSendFailed(true);
      showNotice('error', registrationMessages.sendFailed, failureDetail({ result: 'kept', persisted: false }));
    } finally {
      submittingRef.current = false;
      restoreFocus.current = true;
      setSubmitting(false);
    }
  };

  const removed = (lead: KeptLead) => {
    if (lead.id === keptLead.current) keptLead.current = undefined;
    showNotice('success', `Đã xoá đăng ký của phụ huynh ${lead.values.parentName} khỏi điện thoại này.`);
  };

  const subjectProps = form.getInputProps('subject');
  const options = [
    { value: '', label: placeholder, disabled: true },
    ...courses.map((course) => {
      const title = capitalizeWords(course.title);
      return { value: title, label: title };
    }),
  ];

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
                  onSubmit={(event) => void handleSubmit(event)}
                  className={classes.form}
                  aria-busy={submitting || undefined}
                >
                  <TextInput
                    ref={nameRef}
                    label="Họ tên phụ huynh"
                    autoComplete="name"
                    size="md"
                    withAsterisk
                    aria-required
                    readOnly={submitting}
                    classNames={{ input: classes.input }}
                    {...form.getInputProps('parentName')}
                  />
                  <TextInput
                    ref={phoneRef}
                    label="Số điện thoại"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    size="md"
                    withAsterisk
                    aria-required
                    readOnly={submitting}
                    classNames={{ input: classes.input }}
                    {...form.getInputProps('phone')}
                  />
                  <NativeSelect
                    ref={subjectRef}
                    label="Khóa học"
                    size="md"
                    withAsterisk
                    aria-required
                    data={options}
                    rightSection={<IconChevronDown size={18} stroke={1.75} aria-hidden />}
                    {...subjectProps}
                    // A select cannot be read-only: while sending, changes are simply not taken.
                    onChange={(event) => {
                      if (!submittingRef.current) form.setFieldValue('subject', event.currentTarget.value);
                    }}
                    classNames={{ input: `${classes.input} ${form.getValues().subject === '' ? classes.placeholder : ''}` }}
                  />
                  <Button ref={submitButton} type="submit" size="lg" fullWidth disabled={submitting} className={classes.submit}>
                    {submitting ? 'Đang gửi. . .' : 'Gửi đăng ký'}
                  </Button>
                </form>
                {sendFailed && <RegistrationFallbacks values={form.getValues()} />}
                <KeptRegistrations onRemoved={removed} />
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
      <NoticeBar notice={notice} onClose={closeNotice} />
    </section>
  );
}
