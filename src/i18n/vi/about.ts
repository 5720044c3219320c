/** Words of the about page, in Vietnamese (the English twin: ../en/about.ts); its story is content (src/content/about). */
export const about = {
  head: {
    title: 'Giới thiệu',
    description: 'Câu chuyện hơn 5 năm, tầm nhìn, sứ mệnh và giá trị cốt lõi của Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ.',
  },
  register: 'Đăng ký học thử miễn phí',
  timeline: {
    title: 'CHẶNG ĐƯỜNG PHÁT TRIỂN',
    /** `{year}`: the year of the first class (src/lib/founding.ts). */
    subtitle: 'Từ lớp học tám học trò năm {year} đến ngôi nhà chung của nhiều gia đình',
  },
  founder: {
    title: 'THÔNG ĐIỆP TỪ NHÀ SÁNG LẬP',
    subtitle: 'Vì sao Mặt Trời Nhỏ ra đời',
  },
  aims: {
    title: 'TẦM NHÌN VÀ SỨ MỆNH',
    subtitle: 'Điều chúng tôi hướng tới và lời hứa với mỗi gia đình',
    vision: 'Tầm nhìn',
    mission: 'Sứ mệnh',
  },
  values: {
    title: 'GIÁ TRỊ CỐT LÕI',
    subtitle: 'Bốn điều chúng tôi giữ gìn trong từng lớp học',
  },
  partners: {
    title: 'ĐỐI TÁC',
    subtitle: 'Giáo trình, kỳ thi và chương trình từ những tổ chức giáo dục uy tín',
  },
};
