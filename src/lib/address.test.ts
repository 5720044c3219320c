import { describe, expect, it } from 'vitest';
import { envDefaults } from './env-defaults';
import { shell as englishShell } from '@/i18n/en/shell';
import { shell } from '@/i18n/vi/shell';
import { writeAddress } from './address';
import { centreText } from './site-config';

describe("the centre's address", () => {
  it('is the configured one on a Vietnamese page, and the same address in English on an English one', () => {
    expect(centreText(shell).address).toBe(envDefaults.VITE_SITE_ADDRESS);
    expect(centreText(englishShell).address).toBe('25 Street No. 7, An Khánh Ward, Ho Chi Minh City');
  });

  it.each([
    ['25 Đường số 7, Phường An Khánh, TP. Hồ Chí Minh', '25 Street No. 7, An Khánh Ward, Ho Chi Minh City'],
    ['Số 12 Đường Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP.HCM', '12 Nguyễn Huệ Street, Bến Nghé Ward, District 1, Ho Chi Minh City'],
    ['8/3 Trần Não, P. 5, Quận Bình Thạnh, Thành phố Hồ Chí Minh', '8/3 Trần Não, Ward 5, Bình Thạnh District, Ho Chi Minh City'],
    ['40 Đường số 2, Xã Tân Nhựt, Huyện Bình Chánh, Việt Nam', '40 Street No. 2, Tân Nhựt Commune, Bình Chánh District, Vietnam'],
    ['15 Lý Thường Kiệt, Phường Hàng Bài, TP. Hà Nội', '15 Lý Thường Kiệt, Hàng Bài Ward, Hanoi'],
    ['3 Hùng Vương, TP. Thủ Đức, Tỉnh Bình Dương', '3 Hùng Vương, Thủ Đức City, Bình Dương Province'],
  ])('writes %s in English as %s: each kind of place in English after its name, the names as they are', (vietnamese, english) => {
    expect(writeAddress(vietnamese, englishShell.centre.addressParts)).toBe(english);
  });

  it('keeps a part it does not know as it is written', () => {
    expect(writeAddress('Tòa nhà Sao Mai, 25 Đường số 7', englishShell.centre.addressParts)).toBe('Tòa nhà Sao Mai, 25 Street No. 7');
  });
});
