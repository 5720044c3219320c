// Stories of the 'Thành tích học viên' category: exam results, contests, students' journeys.
import { list, sentence, youngLearnerLevels, type Story } from './story';

const youngLearnersResults: Story = {
  category: 'thanh-tich',
  pictures: [8, 18],
  months: [4, 7, 11],
  write: (c) => {
    const examMonth = c.month - 1;
    const counts = youngLearnerLevels.map(() => c.int(12, 30));
    const total = counts.reduce((sum, count) => sum + count, 0);
    const perfect = counts.map((count) => c.int(2, Math.floor(count / 3)));
    return {
      title: `${total} học viên nhận chứng chỉ Cambridge YLE đợt tháng ${examMonth}/${c.year}, ${perfect.reduce((a, b) => a + b, 0)} bạn đạt trọn 15/15 khiên`,
      summary:
        `Kết quả kỳ thi Starters, Movers và Flyers đợt tháng ${examMonth}/${c.year} đã có: ` +
        `${total} học viên của trung tâm dự thi và tất cả đều đạt chứng chỉ.`,
      sections: [
        {
          subtitle: 'Kết quả chung',
          description: list(
            youngLearnerLevels.map((level, index) => `${level}: ${counts[index]} bạn dự thi, ${perfect[index]} bạn đạt 15/15 khiên`),
          ),
          picture: 2,
        },
        {
          subtitle: 'Những gương mặt nổi bật',
          description:
            `${c.child()} (${c.int(6, 7)} tuổi) là thí sinh nhỏ tuổi nhất kỳ thi và đạt trọn 15 khiên ở cấp độ Starters. ` +
            `Ở cấp độ Flyers, ${c.child()} đạt 5/5 khiên ở cả ba phần thi dù mới học tại trung tâm được một năm.`,
        },
        {
          subtitle: 'Nhận chứng chỉ',
          description:
            'Ba mẹ tra cứu kết quả trực tuyến bằng mã dự thi đã gửi qua nhóm Zalo của lớp. ' +
            'Chứng chỉ bản gốc về trung tâm sau khoảng sáu tuần; ba mẹ nhận tại quầy lễ tân từ thứ Hai đến thứ Bảy.',
          picture: 18,
        },
      ],
    };
  },
};

const ketPetResults: Story = {
  category: 'thanh-tich',
  pictures: [18, 8],
  months: [1, 7, 12],
  write: (c) => {
    const ket = c.int(8, 20);
    const pet = c.int(5, 15);
    const distinction = c.int(2, 9);
    return {
      title: `Kết quả KET và PET đợt tháng ${c.month === 1 ? 12 : c.month - 1}: ${distinction} học viên đạt mức Distinction`,
      summary:
        `${ket + pet} học viên của Mặt Trời Nhỏ dự thi A2 Key (KET) và B1 Preliminary (PET) đợt này; ` +
        `${distinction} bạn đạt mức Distinction, mức cao nhất của kỳ thi.`,
      sections: [
        {
          subtitle: 'Bảng kết quả',
          description: list([
            `A2 Key (KET): ${ket} bạn dự thi, ${c.int(3, ket - 2)} bạn đạt Merit trở lên`,
            `B1 Preliminary (PET): ${pet} bạn dự thi, ${c.int(2, pet - 1)} bạn đạt Merit trở lên`,
            'tất cả thí sinh đều đạt chứng chỉ',
          ]),
          picture: 8,
        },
        {
          subtitle: 'Bí quyết từ các bạn',
          description:
            `${c.child()}, đạt Distinction kỳ PET, chia sẻ: "Em luyện phần Nói bằng cách mỗi tối kể lại một ngày của mình bằng tiếng Anh cho mẹ nghe, ` +
            'dù mẹ không hiểu hết cũng vẫn gật đầu."',
        },
      ],
    };
  },
};

const speakingContest: Story = {
  category: 'thanh-tich',
  pictures: [4, 2],
  write: (c) => {
    const winner = c.child();
    const prize = c.pick(['giải Nhất', 'giải Nhì', 'giải Ba', 'giải Khuyến khích']);
    const scope = c.pick(['cấp quận', 'cấp thành phố', 'dành cho học sinh tiểu học TP. Thủ Đức', 'liên trường khu vực phía Đông']);
    const topic = c.pick(['My Dream Job', 'A Greener Tomorrow', 'The Person I Admire', 'If I Were a Superhero', 'My Hometown']);
    const coach = c.teacher();
    return {
      title: `${winner} giành ${prize} cuộc thi hùng biện tiếng Anh ${scope}`,
      summary:
        `Với bài nói "${topic}", ${winner}, học viên lớp ${c.pick(['Flyers F1', 'KET K1', 'PET P1'])}, ` +
        `đã giành ${prize} cuộc thi hùng biện tiếng Anh ${scope} năm ${c.year}.`,
      sections: [
        {
          subtitle: 'Ba vòng thi',
          description:
            `Cuộc thi năm nay có ${c.int(60, 180)} thí sinh, qua ba vòng: nộp video giới thiệu, thuyết trình theo chủ đề và trả lời câu hỏi của ban giám khảo. ` +
            'Ở vòng cuối, mỗi thí sinh chỉ có 3 phút chuẩn bị cho câu hỏi bốc thăm.',
          picture: 4,
        },
        {
          subtitle: 'Hành trình chuẩn bị',
          description:
            `Trong sáu tuần, ${coach} cùng con luyện mỗi tuần hai buổi: viết dàn ý, tập ngắt nghỉ, quay video và xem lại. ` +
            `"Con không học thuộc bài, con học cách kể câu chuyện của mình", ${coach} chia sẻ.`,
        },
        {
          subtitle: 'Lời chúc mừng',
          description: 'Chúc mừng con và gia đình! Bài nói của con sẽ được chiếu trong buổi sinh hoạt câu lạc bộ hùng biện tháng tới để các bạn cùng học hỏi.',
        },
      ],
    };
  },
};

const spellingBee: Story = {
  category: 'thanh-tich',
  pictures: [2, 4],
  write: (c) => {
    const team = [c.child(), c.child(), c.child()];
    const place = c.pick(['chức vô địch', 'ngôi á quân', 'hạng ba']);
    return {
      title: `Đội Mặt Trời Nhỏ giành ${place} cuộc thi đánh vần tiếng Anh "Spelling Bee" ${c.year}`,
      summary: `Ba học viên ${team.join(', ')} đã cùng nhau đánh vần đúng hơn ${c.int(40, 90)} từ qua năm vòng thi để giành ${place}.`,
      sections: [
        {
          subtitle: 'Năm vòng thi căng thẳng',
          description:
            'Mỗi đội lần lượt nghe từ, hỏi nghĩa hoặc câu ví dụ nếu cần, rồi đánh vần trong 20 giây. ' +
            `Từ khó nhất của đội là "${c.pick(['necessary', 'environment', 'restaurant', 'Wednesday', 'beautiful'])}", được đánh vần đúng ở giây cuối cùng.`,
        },
        {
          subtitle: 'Cách đội luyện tập',
          description: list([
            'mỗi ngày 20 từ mới, chia theo nhóm âm',
            'chơi "đánh vần tiếp sức" trong giờ ra chơi',
            'tự làm thẻ từ và kiểm tra chéo lẫn nhau',
          ]),
          picture: 3,
        },
      ],
    };
  },
};

const ieltsResults: Story = {
  category: 'thanh-tich',
  pictures: [2, 18],
  months: [3, 6, 9, 12],
  write: (c) => {
    const band = c.pick(['6.5', '7.0', '7.5']);
    const count = c.int(5, 16);
    const best = { name: c.child(), score: c.pick(['8.0', '8.5']) };
    return {
      title: `${count} học viên đạt IELTS từ ${band} trở lên trong quý ${c.month / 3}/${c.year}`,
      summary: `Các bạn lớp Complete IELTS của trung tâm tiếp tục có kết quả tốt: ${count} bạn đạt từ ${band} trở lên, trong đó ${best.name} đạt ${best.score}.`,
      sections: [
        {
          subtitle: 'Bảng vàng',
          description: list([`${best.name}: ${best.score}`, `${c.child()}: 7.5`, `${c.child()}: ${band}`]),
          picture: 18,
        },
        {
          subtitle: 'Lời khuyên cho các bạn khóa sau',
          description:
            'Các bạn đều nhắc đến việc luyện viết đều đặn với bài chữa chi tiết của giáo viên, và thi thử trong điều kiện như thật ít nhất ba lần trước kỳ thi.',
        },
      ],
    };
  },
};

const studentJourney: Story = {
  category: 'thanh-tich',
  pictures: [2, 3],
  write: (c) => {
    const student = c.child();
    const age = c.int(8, 12);
    const years = c.int(2, 4);
    return {
      title: `Gương mặt học viên: ${student}, ${age} tuổi, và ${years} năm từ lớp Starters đến Flyers`,
      summary: `${years} năm trước, ${student} bước vào lớp Starters đầu tiên và chưa dám nói một câu tiếng Anh. Hôm nay con đọc truyện cho các em lớp nhỏ nghe mỗi sáng thứ Bảy.`,
      sections: [
        {
          subtitle: 'Những ngày đầu',
          description: `Mẹ của con, ${c.parent('female')}, kể: "Buổi đầu con khóc vì không hiểu cô nói gì. Cô giáo không ép con nói, chỉ cho con giơ thẻ hình để trả lời. Đến tuần thứ ba con tự nói câu đầu tiên."`,
        },
        {
          subtitle: 'Điều thầy cô nhớ về con',
          description: `${sentence(c.teacher())} nhận xét: con không phải bạn học nhanh nhất lớp, nhưng là bạn không bao giờ bỏ cuộc, và luôn giúp đỡ các bạn mới.`,
          picture: 3,
        },
      ],
    };
  },
};

export const results = [youngLearnersResults, ketPetResults, speakingContest, spellingBee, ieltsResults, studentJourney];
