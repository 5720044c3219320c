/** Words of the questions parents ask page (/cau-hoi-thuong-gap), in Vietnamese; the English twin: ../en/faq.ts. The questions themselves are content (src/content/faq/). */
export const faq = {
  head: {
    title: 'Câu hỏi thường gặp',
    description:
      'Ba mẹ hỏi, Mặt Trời Nhỏ trả lời: bé mấy tuổi bắt đầu học, sĩ số lớp, giáo viên, học thử, học phí, học bù, đưa đón và thi Cambridge.',
  },
  title: 'Câu hỏi thường gặp',
  /** {name}: the centre's short name. */
  intro: 'Những điều ba mẹ hay hỏi trước và trong khi cho bé học tại {name}. Bấm vào một câu hỏi để xem câu trả lời.',
  stillAsking: {
    title: 'Chưa thấy câu hỏi của bạn?',
    /** {hours}: the opening hours as the site writes them; {opens}, {closes}: the times alone; {callBackHours}: src/lib/centre-figures.ts. */
    text: 'Ba mẹ gọi hotline hoặc nhắn Zalo, tư vấn viên trả lời mọi ngày trong tuần ({hours}). Hoặc để lại số điện thoại, trung tâm sẽ gọi lại trong vòng {callBackHours} giờ.',
    register: 'Đăng ký học thử miễn phí',
  },
};
