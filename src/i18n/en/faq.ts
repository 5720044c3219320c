import type { UiText } from '../ui-text';

export const faq: UiText['faq'] = {
  head: {
    title: 'Frequently asked questions',
    description:
      'Parents ask, Mặt Trời Nhỏ answers: what age to start, class sizes, teachers, trial classes, fees, make-up lessons, pick-up and Cambridge exams.',
  },
  title: 'Frequently asked questions',
  intro: 'The questions parents often ask before and during their child’s time at {name}. Tap or click a question to see the answer.',
  stillAsking: {
    title: 'Can’t find your question?',
    text: 'Give us a call or message us on Zalo: our advisers answer every day of the week, from {opens} to {closes}. Or leave your phone number and the centre will call you back within {callBackHours} hours.',
    register: 'Register for a free trial class',
  },
};
