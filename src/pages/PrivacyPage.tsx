import { Anchor, Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/PageIntro';
import { UnsentRegistrations } from '@/features/registration/UnsentRegistrations';
import { siteConfig } from '@/lib/site-config';
import { textMeasure } from '@/components/measure';

const privacyLastUpdated = '27/11/2026';

const linkProps = { c: 'var(--site-link-color)', underline: 'always', fw: 600 } as const;

function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} mt="xl">
      <Title order={2} id={id} size="h3" c="var(--site-heading-color)" mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text mb="sm">{children}</Text>;
}

function List({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" pl="lg" mb="sm" style={{ lineHeight: 1.7 }}>
      {children}
    </Box>
  );
}

const Phone = () => (
  <Anchor href={siteConfig.phoneHref} {...linkProps}>
    {siteConfig.phone}
  </Anchor>
);

const Email = () => (
  <Anchor href={`mailto:${siteConfig.email}`} {...linkProps}>
    {siteConfig.email}
  </Anchor>
);

/** What the site collects through the registration form, why, for how long, and the parent's rights. */
export function PrivacyPage() {
  return (
    <>
      <PageIntro title="Chính sách bảo mật">
        Trung tâm chỉ hỏi những gì cần để gọi lại cho phụ huynh, và giữ những thông tin đó cẩn thận.
      </PageIntro>
      <Container size={textMeasure} py="xl">
        <Paragraph>
          Chính sách này giải thích cách {siteConfig.fullName} (sau đây gọi là “Trung tâm”) thu thập, sử dụng và bảo vệ thông tin
          phụ huynh gửi qua trang web này.
        </Paragraph>

        <PolicySection id="thong-tin-thu-thap" title="1. Thông tin chúng tôi thu thập">
          <Paragraph>
            Khi phụ huynh gửi biểu mẫu đăng ký kiểm tra trình độ và học thử miễn phí, Trung tâm nhận ba thông tin phụ huynh điền:
          </Paragraph>
          <List>
            <li>họ tên phụ huynh;</li>
            <li>số điện thoại;</li>
            <li>khóa học phụ huynh chọn.</li>
          </List>
          <Paragraph>
            Kèm theo đăng ký, trang web gửi địa chỉ trang nơi phụ huynh bấm gửi, và nếu phụ huynh đến từ một liên kết hay bài đăng
            khác (ví dụ trên Zalo hoặc Facebook): tên trang web đã dẫn phụ huynh tới (ví dụ zalo.me) và tên chiến dịch ghi trong
            liên kết của Trung tâm (các tham số utm_source, utm_medium, utm_campaign). Những thông tin này chỉ cho Trung tâm biết
            bài đăng nào giúp được phụ huynh, không cho biết phụ huynh là ai. Trình duyệt chỉ ghi nhớ chúng trong lần truy cập này
            và xóa khi phụ huynh đóng thẻ, trừ khi chúng đi kèm một đăng ký chưa gửi được.
          </Paragraph>
          <Paragraph>
            Nếu trong lần truy cập này phụ huynh cùng bé làm bài kiểm tra trình độ trực tuyến, đăng ký gửi kèm tuổi của bé phụ huynh
            đã chọn và, khi làm xong, trình độ ước lượng cùng số câu đúng (ví dụ A1 Movers, 11/16); biểu mẫu ghi rõ điều này ngay
            trên nút gửi. Các câu trả lời của bé chỉ lưu trên máy trong lần truy cập này và không được gửi đi.
          </Paragraph>
          <Paragraph>
            Ngoài ra, trang web không thu thập thông tin nào khác: không có tài khoản, không dùng cookie để theo dõi, không gắn
            công cụ quảng cáo hay phân tích hành vi. Ngay trên máy của phụ huynh, trình duyệt chỉ ghi nhớ lựa chọn giao diện sáng
            hoặc tối, nơi lần truy cập bắt đầu và bài kiểm tra trình độ đang làm (đến khi đóng thẻ), và một đăng ký chưa gửi được cho đến khi gửi xong (xem mục 6);
            Trung tâm không đọc được những gì lưu trên máy của phụ huynh.
          </Paragraph>
        </PolicySection>

        <PolicySection id="muc-dich" title="2. Chúng tôi dùng thông tin để làm gì">
          <List>
            <li>gọi điện hoặc nhắn tin tư vấn về khóa học phụ huynh quan tâm;</li>
            <li>xếp lịch kiểm tra trình độ miễn phí cho bé;</li>
            <li>xếp lịch buổi học thử miễn phí.</li>
          </List>
          <Paragraph>
            Trung tâm không dùng thông tin này cho mục đích nào khác, không gửi quảng cáo, và không bán, cho thuê hay trao đổi
            thông tin với bất kỳ ai. Nếu muốn gửi thêm thông tin khác (ví dụ bản tin về lớp học), Trung tâm sẽ hỏi ý kiến phụ
            huynh riêng.
          </Paragraph>
        </PolicySection>

        <PolicySection id="co-so-phap-ly" title="3. Cơ sở pháp lý">
          <Paragraph>
            Trung tâm xử lý thông tin trên cơ sở sự đồng ý của phụ huynh: phụ huynh đồng ý khi chủ động bấm gửi biểu mẫu, sau khi
            đọc dòng thông báo ngay dưới biểu mẫu. Việc xử lý tuân theo quy định của pháp luật Việt Nam về bảo vệ dữ liệu cá nhân:
            Luật Bảo vệ dữ liệu cá nhân (có hiệu lực từ ngày 01/01/2026) và các văn bản hướng dẫn thi hành, trước đó là Nghị định
            13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.
          </Paragraph>
          <Paragraph>Phụ huynh có thể rút lại sự đồng ý bất cứ lúc nào (xem mục 7).</Paragraph>
        </PolicySection>

        <PolicySection id="ai-xu-ly" title="4. Ai xử lý thông tin">
          <List>
            <li>
              <strong>Nhân viên tư vấn và tuyển sinh của Trung tâm</strong>: chỉ những người cần liên hệ với phụ huynh mới xem
              được thông tin.
            </li>
            <li>
              <strong>Dịch vụ gửi thư điện tử EmailJS</strong>: khi phụ huynh bấm gửi, EmailJS chuyển nội dung biểu mẫu qua kết
              nối mã hóa đến hộp thư của Trung tâm. EmailJS chỉ làm nhiệm vụ chuyển thư theo chỉ định của Trung tâm.
            </li>
          </List>
          <Paragraph>
            Ngoài hai bên trên, Trung tâm chỉ cung cấp thông tin khi cơ quan nhà nước có thẩm quyền yêu cầu theo quy định của pháp
            luật.
          </Paragraph>
        </PolicySection>

        <PolicySection id="thoi-gian-luu" title="5. Thời gian lưu trữ">
          <Paragraph>
            Trung tâm giữ thông tin trong 12 tháng kể từ lần liên hệ cuối cùng với phụ huynh, sau đó xóa khỏi hộp thư và sổ theo
            dõi tuyển sinh. Khi phụ huynh yêu cầu xóa, Trung tâm xóa ngay, không chờ hết thời hạn này.
          </Paragraph>
        </PolicySection>

        <PolicySection id="dang-ky-chua-gui" title="6. Đăng ký chưa gửi được, lưu tạm trên điện thoại">
          <Paragraph>
            Nếu lúc phụ huynh bấm gửi, điện thoại mất kết nối hoặc dịch vụ gửi thư tạm thời gặp lỗi, trang web giữ đăng ký lại
            ngay trên điện thoại (trong bộ nhớ của trình duyệt) và tự gửi lại khi có kết nối, kể cả khi phụ huynh đã đóng trang
            và mở lại trang web sau đó. Điện thoại chỉ giữ đúng những gì phụ huynh đã điền (họ tên, số điện thoại, khóa học), thời
            điểm bấm gửi, và một mã đăng ký để Trung tâm nhận ra nếu một đăng ký đến hai lần.
          </Paragraph>
          <Paragraph>
            Đăng ký được xóa khỏi điện thoại ngay khi Trung tâm đã nhận; nếu vẫn chưa gửi được, điện thoại chỉ giữ tối đa 7 ngày
            rồi tự xóa. Để xóa sớm hơn, phụ huynh bấm “Xóa, không gửi nữa” trong ô thông báo dưới biểu mẫu đăng ký, hoặc ngay dưới
            đây. Xóa dữ liệu trang web trong cài đặt của trình duyệt cũng xóa đăng ký này.
          </Paragraph>
          <UnsentRegistrations whenNone="Hiện điện thoại này không lưu đăng ký nào chưa gửi." />
        </PolicySection>

        <PolicySection id="quyen-cua-phu-huynh" title="7. Quyền của phụ huynh">
          <Paragraph>Phụ huynh có quyền:</Paragraph>
          <List>
            <li>biết Trung tâm đang giữ những thông tin gì về mình và xem lại các thông tin đó;</li>
            <li>yêu cầu sửa thông tin chưa đúng;</li>
            <li>yêu cầu xóa thông tin;</li>
            <li>
              rút lại sự đồng ý: Trung tâm sẽ ngừng liên hệ và xóa thông tin. Việc rút lại không ảnh hưởng đến những liên hệ đã
              diễn ra trước đó.
            </li>
          </List>
          <Paragraph>
            Để thực hiện các quyền này, phụ huynh chỉ cần gọi hotline <Phone /> hoặc gửi thư đến <Email />. Trung tâm xác nhận lại
            qua chính số điện thoại đã đăng ký, để không ai khác có thể yêu cầu thay phụ huynh, và phản hồi trong thời hạn pháp
            luật quy định. Phụ huynh cũng có quyền khiếu nại đến cơ quan nhà nước có thẩm quyền nếu cho rằng quyền của mình chưa
            được tôn trọng.
          </Paragraph>
        </PolicySection>

        <PolicySection id="du-lieu-tre-em" title="8. Dữ liệu của trẻ em">
          <Paragraph>
            Trang web không thu thập thông tin của trẻ em: biểu mẫu chỉ hỏi thông tin của phụ huynh và khóa học quan tâm. Xin phụ
            huynh không ghi tên, ngày sinh hay thông tin khác của bé vào biểu mẫu. Những gì cần cho buổi kiểm tra trình độ (như độ
            tuổi, lớp đang học) sẽ được hỏi trực tiếp khi Trung tâm gọi lại, với sự đồng ý của phụ huynh.
          </Paragraph>
        </PolicySection>

        <PolicySection id="lien-he" title="9. Liên hệ">
          <Paragraph>
            <strong>{siteConfig.fullName}</strong>
          </Paragraph>
          <List>
            <li>Địa chỉ: {siteConfig.address}</li>
            <li>
              Hotline: <Phone />
            </li>
            <li>
              Email: <Email />
            </li>
          </List>
        </PolicySection>

        <Text mt="xl" c="var(--site-muted-text)" size="sm">
          Cập nhật lần cuối: {privacyLastUpdated}. Khi chính sách thay đổi, Trung tâm cập nhật trang này và ngày ở trên.
        </Text>
      </Container>
    </>
  );
}
