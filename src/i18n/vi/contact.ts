/** Words of the contact page (/lien-he), in Vietnamese (the English twin: ../en/contact.ts). */
export const contact = {
  head: {
    title: 'Liên hệ',
    description: 'Trung tâm Mặt Trời Nhỏ ở {address}: hotline, Zalo, giờ mở cửa, chỉ đường, chỗ gửi xe, xe buýt và đưa đón bé.',
  },
  intro: {
    title: 'Liên hệ',
    lead: 'Gọi điện, nhắn Zalo hoặc ghé thăm trung tâm: Mặt Trời Nhỏ luôn sẵn lòng đón phụ huynh và bé.',
  },
  facts: {
    title: 'Thông tin liên hệ',
    address: 'Địa chỉ',
    /**
     * On a page in another language, before the address as the centre writes it (in Vietnamese), under
     * the page's own form of it (src/lib/address.ts); none on a Vietnamese page, whose address is that one.
     */
    addressAsWritten: '',
    phone: 'Hotline',
    zalo: 'Zalo',
    zaloLink: 'Nhắn Zalo cho trung tâm',
    email: 'Email',
    openingHours: 'Giờ mở cửa',
    /** Every day: the hours are the site configuration's (siteConfig.hours), as signs write them ('8:00'). */
    hours: 'Thứ Hai - Chủ Nhật: {opens} - {closes}',
  },
  /** After a link that opens in a new tab, for screen readers. */
  newTab: ' (mở thẻ mới)',
  directions: {
    label: 'Chỉ đường',
    /** Completes the button's name for screen readers. */
    more: ' đến trung tâm trên Google Maps',
  },
  mapCaption: 'Sơ đồ khu vực quanh trung tâm, không theo tỷ lệ. Bấm “{directions}” để xem đường đi trên bản đồ.',
  gettingHere: {
    title: 'ĐẾN TRUNG TÂM',
    subtitle: 'Gửi xe, xe buýt và đưa đón bé',
    /** 'Câu hỏi thường gặp về …' */
    faqPickUp: 'đưa đón và an toàn của bé',
    faqBring: 'những gì bé cần mang theo',
  },
};
