/**
 * Words of the home page's facility gallery, in Vietnamese (the English twin:
 * ../en/home-facilities.ts): a part apart from `home`, so they come with the gallery's code, below
 * the first screen, not in the page's first load.
 */
export const homeFacilities = {
  title: 'CƠ SỞ VẬT CHẤT HIỆN ĐẠI',
  subtitle: 'Không gian học tập an toàn, sáng sủa và đầy cảm hứng',
  label: 'Ảnh cơ sở vật chất',
  previous: 'Ảnh trước',
  next: 'Ảnh sau',
  /** A slide's name: its place among the photos. */
  slide: 'Ảnh {number} / {count}',
  /** A photo's button: its alt in the blank. */
  enlarge: 'Xem lớn: {photo}',
};
