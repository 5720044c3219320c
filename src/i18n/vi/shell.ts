/** The words around every page (header, footer, menus, search, page states), in Vietnamese; the English twin: ../en/shell.ts. */
export const shell = {
  head: {
    tagline: 'Anh ngữ và Kỹ năng sống cho bé',
    home: 'Trang chủ',
    notFound: {
      title: 'Không tìm thấy trang',
      description: 'Trang này không tồn tại trên website của Trung tâm Mặt Trời Nhỏ.',
    },
  },
  languageSwitch: {
    /** The other language, named in itself, with its code on the bar. */
    label: 'English',
    code: 'EN',
    current: 'Ngôn ngữ: Tiếng Việt',
  },
};
