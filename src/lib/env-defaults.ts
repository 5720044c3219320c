/** Every variable's default, so `npm run dev` works with no `.env` file (`.env.example` documents each). */
export const envDefaults = {
  /** The public address of the site's root (with its sub-path, if any): canonical and share URLs. */
  VITE_SITE_URL: 'https://mattroinho.edu.vn',
  VITE_API_BASE_URL: '',
  VITE_SITE_PHONE: '0901 234 567',
  VITE_SITE_EMAIL: 'lienhe@mattroinho.edu.vn',
  // Since July 2025 a ward belongs to the city directly (Thủ Đức is no longer a city of its own).
  VITE_SITE_ADDRESS: '25 Đường số 7, Phường An Khánh, TP. Hồ Chí Minh',
  /** The centre's latitude and longitude (WGS 84), for search engines and directions. */
  VITE_SITE_GEO: '10.7872,106.7298',
  VITE_FACEBOOK_URL: 'https://www.facebook.com/mattroinho.edu.vn',
  VITE_YOUTUBE_URL: 'https://www.youtube.com/@mattroinho',
  VITE_ZALO_URL: 'https://zalo.me/0901234567',
  VITE_EMAILJS_URL: 'https://api.emailjs.com/api/v1.0/email/send-form',
  VITE_EMAILJS_SERVICE_ID: 'service_mattroinho',
  VITE_EMAILJS_TEMPLATE_ID: 'template_dangky',
  VITE_EMAILJS_PUBLIC_KEY: '{key}',
};
