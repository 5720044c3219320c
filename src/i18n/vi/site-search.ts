/** The search dialog's words (loaded with the dialog), in Vietnamese; the English twin: ../en/site-search.ts. */
export const siteSearch = {
  label: 'Tìm kiếm trên trang web',
  placeholder: 'Tìm khóa học, trang...',
  nothingFound: 'Không tìm thấy kết quả phù hợp',
};
