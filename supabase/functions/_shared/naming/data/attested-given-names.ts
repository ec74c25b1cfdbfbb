// Given names (one syllable) Vietnamese parents are known to give, by the baby's gender, so the
// ranking can prefer them: a suggestion should sound like a name, not only mean something fine.
//
// Source: the one-syllable lists boy_one_word.txt and girl_one_word.txt of duyet/vietnamese-namedb
// (MIT, Copyright (c) 2016 Van-Duyet Le; commit 2129070d, copied with its LICENSE under
// naming/__tests__/reference/vietnamese-namedb/), with Ð (U+00D0) read as Đ, tone marks in the modern
// place, duplicates and the entries that are not one Vietnamese syllable removed. Only the syllables
// are kept, no person's name. Bump DATA_VERSION (data-set.ts) when they change.

export const BOY_GIVEN_NAMES = `
  An Án Anh Ân Ẩn Bá Bách Bạch Bào Bảo Bắc Bằng Bích Bình Bổng Bửu Bữu Ca Canh Cảnh Cao Cát Cần
  Cẩn Chánh Chấn Châu Chế Chí Chiến Chiêu Chiểu Chinh Chính Chuẩn Chung Chuyên Chương Chưởng Công
  Cơ Cung Cương Cường Danh Dân Di Diệp Diệu Dinh Doanh Du Duệ Dũng Dụng Duy Duyệt Dương Đại Đan
  Đạo Đạt Đắc Đăng Đệ Điền Điệp Đinh Đình Định Đoàn Độ Đôn Đông Đồng Đức Gia Giác Giang Giáp Hà
  Hải Hàm Hãn Hán Hành Hạnh Hào Hảo Hạo Hậu Hiên Hiền Hiển Hiệp Hiểu Hiếu Hoa Hòa Hoài Hoàn Hoán
  Hoàng Hoạt Học Hồ Hội Hồng Hợp Huân Huấn Hùng Huy Huynh Huỳnh Hưng Hướng Hữu Hỷ Kha Khai Khải
  Khang Khanh Khánh Khắc Khiêm Khiếu Khoa Khoan Khoát Khôi Khởi Khuyến Khương Kiếm Kiên Kiến Kiện
  Kiệt Kim Kính Kỳ Kỷ Lạc Lai Lam Lâm Lân Lập Lễ Liêm Liên Liệt Linh Lĩnh Long Lộ Lộc Lợi Luân
  Luận Luật Lực Lương Lý Mạnh Mẫn Miên Minh Mộng Mỹ Nam Năng Ngạn Ngân Nghị Nghĩa Nghiêm Nghiệp
  Ngọc Ngôn Nguyên Nguyễn Nhã Nhạn Nhân Nhất Nhật Nhiệm Nhiên Nhu Nhuận Như Nhượng Niệm Ninh Pháp
  Phát Phi Phong Phu Phú Phúc Phục Phụng Phước Phương Phượng Quang Quảng Quân Quế Quốc Quý Quyền
  Quyết Quỳnh Sa San Sang Sáng Sâm Sĩ Siêu Sinh Song Sơn Sử Tạ Tài Tâm Tân Tấn Tất Thạc Thạch
  Thái Thanh Thành Thăng Thắng Thất Thể Thế Thiên Thiện Thiếu Thiệu Thịnh Thọ Thông Thống Thời
  Thu Thụ Thuận Thuật Thúc Thủy Thụy Thuyết Thực Thương Thường Thượng Tích Tiền Tiển Tiến Tiếp
  Tiểu Tín Tính Tịnh Toại Toàn Toản Tổ Tôn Trác Trạch Trang Tráng Trân Trí Triển Triết Triều
  Triệu Trình Trọng Trụ Trúc Trung Trực Trương Trường Trưởng Tú Tụ Tuấn Tuệ Tùng Tuyền Tuyển Từ
  Tường Uy Vạn Văn Vân Vĩ Viên Viễn Viết Việt Vinh Vĩnh Vịnh Võ Vu Vũ Vương Vượng Xuân Ý Yên
`;

export const GIRL_GIVEN_NAMES = `
  Ái An Anh Ánh Ân Ấu Bạch Ban Bảo Băng Bằng Bích Bình Bội Ca Cam Cát Cầm Cẩm Châu Chi Chiêu
  Chinh Chung Cúc Cương Dã Dạ Dao Dân Di Diễm Diên Diệp Diệu Du Dung Duy Duyên Dương Đài Đan Đàn
  Đào Đăng Điệp Đinh Đình Đoan Đông Đồng Đơn Đức Đường Gia Giang Giáng Giao Hà Hạ Hạc Hải Hàm
  Hạnh Hảo Hằng Hân Hậu Hiền Hiệp Hiểu Hiếu Hoa Hòa Họa Hoài Hoan Hoàn Hoàng Hồ Hồng Hợp Huệ
  Huyền Huỳnh Hương Hường Hưởng Hướng Kê Khả Khai Khải Khanh Khánh Khê Khiết Khôi Khúc Khuê
  Khuyên Kiết Kiều Kim Kỳ Lam Lan Lăng Lâm Lê Lễ Lệ Liên Liễu Linh Loan Lộc Lợi Lục Lưu Ly Lý Mai
  Mẫn Mậu Mi Miên Minh Mộc Mộng Mỹ Nga Ngà Ngân Nghi Ngọc Ngôn Nguyên Nguyết Nguyệt Nhã Nhan Nhàn
  Nhạn Nhân Nhất Nhật Nhi Nhiên Nhơn Nhung Như Nữ Nương Oanh Phi Phong Phúc Phụng Phước Phương
  Phượng Quân Quế Quyên Quỳnh Sa San Sao Sinh Song Sông Sơn Sương Tâm Thạch Thái Thanh Thành Thảo
  Thắm Thêu Thi Thiên Thiện Thiều Thiếu Thoa Thoại Thông Thơ Thu Thuần Thuận Thục Thùy Thủy Thúy
  Thụy Thư Thương Thường Tiên Tiểu Tinh Tịnh Tố Trà Trang Tranh Trâm Trầm Trân Triều Triệu Trinh
  Trúc Trung Tú Tuệ Tùng Tùy Túy Tuyền Tuyến Tuyết Từ Tường Ty Uyên Uyển Vàng Vành Vân Vi Việt
  Vinh Vọng Vũ Vỹ Xanh Xuân Xuyến Ý Yên Yến
`;
