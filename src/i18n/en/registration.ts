import type { UiText } from '../ui-text';

/** The registration form's words in English (the Vietnamese, the source: ../vi/registration.ts). */
export const registration: UiText['registration'] = {
  heading: 'Register for a free level test and trial class',
  lead: 'Leave your details and the centre will call you back to arrange a level test and a free trial class for your child.',
  fields: {
    parentName: 'Parent’s full name',
    phone: 'Phone number',
    course: 'Course',
    coursePlaceholder: 'Choose a course for your child',
  },
  submit: 'Send registration',
  sending: 'Sending…',
  consent:
    'By sending your details, you agree to Mặt Trời Nhỏ using this name and phone number only to advise you and to arrange the level test and trial class. See our {privacyPolicy}.',
  privacyPolicy: 'privacy policy',
  validation: {
    parentName: 'Please enter the parent’s full name',
    parentNameTooLong: 'Please keep the parent’s name to {max} characters or fewer',
    // The rule accepts Vietnamese mobile numbers only: an English-reading parent may well have another.
    phone: 'Please enter a valid Vietnamese mobile number',
    subject: 'Please choose a course',
  },
  notices: {
    invalid: 'Please fill in every field correctly.',
    sendFailed: 'Something went wrong. Please try again later.',
    sent: 'Sent! The centre will contact you as soon as possible.',
    unsent: 'Your registration has been saved on this device and will be sent automatically once you’re back online.',
    refused:
      'Your registration has been saved on this device but could not be sent. You can call the centre, message it on Zalo or send a text, just below.',
    callNow: 'Or call {phone} to register now.',
    sentLater: 'The saved registration for {parentName} ({subject}) has just been sent to the centre.',
    removed: '{parentName}’s registration has been deleted from this device.',
    close: 'Close notice',
  },
  levelCheck: {
    result: 'Your child’s level check result will be sent with your registration: {level}, {score}/{total} correct (age {age}).',
    age: 'Your child’s age will be sent with your registration: {age}.',
    child: { young: 'your child', older: 'your child' },
  },
  fallbacks: {
    lead: 'Or contact the centre straight away:',
    call: 'Call {phone}',
    zalo: 'Message on Zalo',
    sms: 'Send your registration by text',
    smsBody: 'Registration for a level test and trial class: {parentName}, {phone}, {subject}',
  },
  unsent: {
    keptLabel: 'Registrations saved on this device',
    keptHeading: 'Saved on this device, not sent yet',
    tabLabel: 'Registrations not sent yet',
    tabHeading: 'Not sent yet: this page will try again while it stays open',
    savedAt: '(saved at {time})',
    willSend: 'It will be sent automatically once you’re back online.',
    refused:
      'The centre hasn’t received this registration yet. The website will try again later; you can also call the centre, message it on Zalo or send a text.',
    remove: 'Delete, don’t send',
    removeLabel: 'Delete, don’t send: {parentName}’s registration',
  },
  thanks: {
    heading: 'Thank you, {parentName}!',
    lead: 'The centre has received your registration for {course}. What happens next:',
    callBack:
      'Within {callBackHours} hours, an adviser will call {phone} to learn a little more about your child and find a time that suits you ({openingHours}).',
    openingHours: 'Monday to Sunday, {opens}–{closes}',
    levelTest: 'Your child takes a free level test at the centre, lasting about {minutes} minutes.',
    trialClass: 'Your child joins a free trial class; the teacher then sends you feedback and a suggested learning path.',
    sooner: 'Need to talk sooner? You can call the centre or message it on Zalo:',
    another: 'Register another child',
  },
};
