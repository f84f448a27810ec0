/**
 * Game names are composed from words that carry their translations, so a studio that ships
 * translated names gets real Chinese, Vietnamese, Indonesian and Filipino titles.
 */
export type Words = { en: string; zh: string; vi: string; id: string; fil: string };
export type Name = { en: string } & Partial<Omit<Words, 'en'>>;

const w = (en: string, zh: string, vi: string, id: string, fil: string): Words => ({ en, zh, vi, id, fil });

export const adjectives: Words[] = [
  w('Golden', '黄金', 'Vàng', 'Emas', 'Gintong'),
  w('Lucky', '幸运', 'May Mắn', 'Beruntung', 'Maswerteng'),
  w('Mighty', '强大', 'Hùng Mạnh', 'Perkasa', 'Makapangyarihang'),
  w('Royal', '皇家', 'Hoàng Gia', 'Kerajaan', 'Maharlikang'),
  w('Wild', '狂野', 'Hoang Dã', 'Liar', 'Mabangis na'),
  w('Magic', '魔法', 'Phép Thuật', 'Ajaib', 'Mahiwagang'),
  w('Blazing', '烈焰', 'Rực Lửa', 'Membara', 'Nagliliyab na'),
  w('Jade', '翡翠', 'Ngọc Bích', 'Giok', 'Jade na'),
  w('Crimson', '赤红', 'Đỏ Thẫm', 'Merah', 'Pulang'),
  w('Silver', '白银', 'Bạc', 'Perak', 'Pilak na'),
  w('Mystic', '神秘', 'Huyền Bí', 'Mistis', 'Mistikong'),
  w('Thunder', '雷霆', 'Sấm Sét', 'Guntur', 'Kulog na'),
  w('Sacred', '神圣', 'Thiêng Liêng', 'Suci', 'Banal na'),
  w('Diamond', '钻石', 'Kim Cương', 'Berlian', 'Diyamanteng'),
  w('Eternal', '永恒', 'Vĩnh Cửu', 'Abadi', 'Walang Hanggang'),
  w('Emerald', '祖母绿', 'Lục Bảo', 'Zamrud', 'Esmeraldang'),
  w('Shining', '闪耀', 'Tỏa Sáng', 'Bersinar', 'Nagniningning na'),
  w('Hidden', '隐秘', 'Ẩn Giấu', 'Tersembunyi', 'Nakatagong'),
  w('Frozen', '冰封', 'Băng Giá', 'Beku', 'Nagyeyelong'),
  w('Ancient', '远古', 'Cổ Đại', 'Kuno', 'Sinaunang'),
];

export const nouns: Words[] = [
  w('Dragon', '龙', 'Rồng', 'Naga', 'Dragon'),
  w('Tiger', '虎', 'Hổ', 'Harimau', 'Tigre'),
  w('Phoenix', '凤凰', 'Phượng Hoàng', 'Phoenix', 'Phoenix'),
  w('Lotus', '莲花', 'Hoa Sen', 'Teratai', 'Lotus'),
  w('Fortune', '财富', 'Tài Lộc', 'Keberuntungan', 'Kapalaran'),
  w('Treasure', '宝藏', 'Kho Báu', 'Harta Karun', 'Kayamanan'),
  w('Panda', '熊猫', 'Gấu Trúc', 'Panda', 'Panda'),
  w('Koi', '锦鲤', 'Cá Chép', 'Koi', 'Koi'),
  w('Pharaoh', '法老', 'Pharaoh', 'Firaun', 'Paraon'),
  w('Empress', '女皇', 'Nữ Hoàng', 'Permaisuri', 'Emperatris'),
  w('Lion', '狮子', 'Sư Tử', 'Singa', 'Leon'),
  w('Temple', '神殿', 'Đền Thờ', 'Kuil', 'Templo'),
  w('Gems', '宝石', 'Đá Quý', 'Permata', 'Hiyas'),
  w('Fruits', '水果', 'Trái Cây', 'Buah', 'Prutas'),
  w('Stars', '星辰', 'Ngôi Sao', 'Bintang', 'Bituin'),
  w('Wolf', '狼', 'Sói', 'Serigala', 'Lobo'),
  w('Buffalo', '野牛', 'Bò Rừng', 'Kerbau', 'Kalabaw'),
  w('Pearl', '珍珠', 'Ngọc Trai', 'Mutiara', 'Perlas'),
  w('Lantern', '灯笼', 'Đèn Lồng', 'Lentera', 'Parol'),
  w('Volcano', '火山', 'Núi Lửa', 'Gunung Api', 'Bulkan'),
  w('Galaxy', '银河', 'Ngân Hà', 'Galaksi', 'Kalawakan'),
  w('Samurai', '武士', 'Võ Sĩ', 'Samurai', 'Samurai'),
  w('Mermaid', '美人鱼', 'Nàng Tiên Cá', 'Putri Duyung', 'Sirena'),
  w('Eagle', '雄鹰', 'Đại Bàng', 'Elang', 'Agila'),
];

export const suffixes: (Words | null)[] = [
  null,
  null,
  null,
  w('Deluxe', '豪华版', 'Cao Cấp', 'Deluxe', 'Deluxe'),
  w('Megaways', '百万路', 'Megaways', 'Megaways', 'Megaways'),
  w('Rising', '崛起', 'Trỗi Dậy', 'Bangkit', 'Pagbangon'),
  w('Riches', '财宝', 'Giàu Sang', 'Kekayaan', 'Yaman'),
  w('Hold & Win', '旋转赢', 'Giữ & Thắng', 'Tahan & Menang', 'Hawak at Panalo'),
  w('Jackpot', '头奖', 'Giải Độc Đắc', 'Jackpot', 'Jackpot'),
];

/** Word order per language: Vietnamese puts the adjective after the noun; Chinese joins without spaces. */
export function composeName(adj: Words, noun: Words, suffix: Words | null, translated: boolean, serial: number): Name {
  const tail = serial > 1 ? ` ${serial}` : '';
  const en = `${adj.en} ${noun.en}${suffix ? ` ${suffix.en}` : ''}${tail}`;
  if (!translated) return { en };
  return {
    en,
    zh: `${adj.zh}${noun.zh}${suffix ? suffix.zh : ''}${tail}`,
    vi: `${noun.vi} ${adj.vi}${suffix ? ` ${suffix.vi}` : ''}${tail}`,
    id: `${noun.id} ${adj.id}${suffix ? ` ${suffix.id}` : ''}${tail}`,
    fil: `${adj.fil} ${noun.fil}${suffix ? ` ${suffix.fil}` : ''}${tail}`,
  };
}

/** Names of table games (baccarat engine). */
export const tableNames: Words[] = [
  w('Baccarat', '百家乐', 'Baccarat', 'Baccarat', 'Baccarat'),
  w('Speed Baccarat', '极速百家乐', 'Baccarat Tốc Độ', 'Baccarat Cepat', 'Mabilis na Baccarat'),
  w('No Commission Baccarat', '免佣百家乐', 'Baccarat Không Hoa Hồng', 'Baccarat Tanpa Komisi', 'Baccarat na Walang Komisyon'),
  w('Squeeze Baccarat', '咪牌百家乐', 'Baccarat Nặn Bài', 'Baccarat Peras', 'Squeeze Baccarat'),
  w('VIP Baccarat', '贵宾百家乐', 'Baccarat VIP', 'Baccarat VIP', 'VIP Baccarat'),
];

/** Names of mini games (dice engine). */
export const diceNames: Words[] = [
  w('Dice', '骰子', 'Xúc Xắc', 'Dadu', 'Dais'),
  w('Hi-Lo Dice', '高低骰', 'Xúc Xắc Cao Thấp', 'Dadu Tinggi Rendah', 'Hi-Lo na Dais'),
  w('Turbo Dice', '极速骰子', 'Xúc Xắc Turbo', 'Dadu Turbo', 'Turbo na Dais'),
  w('Lucky Roll', '幸运一掷', 'Cú Lăn May Mắn', 'Lemparan Beruntung', 'Maswerteng Gulong'),
  w('Neon Dice', '霓虹骰子', 'Xúc Xắc Neon', 'Dadu Neon', 'Neon na Dais'),
  w('Crystal Dice', '水晶骰子', 'Xúc Xắc Pha Lê', 'Dadu Kristal', 'Kristal na Dais'),
];

/** Provably fair mini games: GM's wheels, XGS's plinkos, KM's keno rooms. */
export const wheelNames: Words[] = [
  w('Fortune Wheel', '幸运大转盘', 'Vòng Quay May Mắn', 'Roda Keberuntungan', 'Gulong ng Kapalaran'),
  w('Lucky Wheel', '幸运转盘', 'Vòng Quay Lộc Phát', 'Roda Beruntung', 'Maswerteng Gulong'),
  w('Neon Wheel', '霓虹转盘', 'Vòng Quay Neon', 'Roda Neon', 'Neon na Gulong'),
  w('Golden Wheel', '黄金转盘', 'Vòng Quay Vàng', 'Roda Emas', 'Gintong Gulong'),
  w('Turbo Wheel', '极速转盘', 'Vòng Quay Turbo', 'Roda Turbo', 'Turbo na Gulong'),
];

export const plinkoNames: Words[] = [
  w('Plinko', '弹珠台', 'Plinko', 'Plinko', 'Plinko'),
  w('Neon Plinko', '霓虹弹珠台', 'Plinko Neon', 'Plinko Neon', 'Neon na Plinko'),
  w('Plinko Drop', '弹珠掉落', 'Thả Bi Plinko', 'Plinko Jatuh', 'Hulog na Plinko'),
  w('Gold Plinko', '黄金弹珠台', 'Plinko Vàng', 'Plinko Emas', 'Gintong Plinko'),
  w('Turbo Plinko', '极速弹珠台', 'Plinko Turbo', 'Plinko Turbo', 'Turbo na Plinko'),
];

export const kenoNames: Words[] = [
  w('Keno', '基诺', 'Keno', 'Keno', 'Keno'),
  w('Turbo Keno', '极速基诺', 'Keno Turbo', 'Keno Turbo', 'Turbo na Keno'),
  w('Lucky Keno', '幸运基诺', 'Keno May Mắn', 'Keno Beruntung', 'Maswerteng Keno'),
  w('Neon Keno', '霓虹基诺', 'Keno Neon', 'Keno Neon', 'Neon na Keno'),
  w('Crystal Keno', '水晶基诺', 'Keno Pha Lê', 'Keno Kristal', 'Kristal na Keno'),
];

export const fishNames: Words[] = [
  w('Ocean King', '海王', 'Vua Đại Dương', 'Raja Lautan', 'Hari ng Karagatan'),
  w('Fishing Frenzy', '捕鱼狂潮', 'Cơn Sốt Câu Cá', 'Demam Memancing', 'Pangingisdang Kasiyahan'),
  w('Golden Shark', '黄金鲨', 'Cá Mập Vàng', 'Hiu Emas', 'Gintong Pating'),
  w('Deep Sea Hunter', '深海猎人', 'Thợ Săn Biển Sâu', 'Pemburu Laut Dalam', 'Mangangaso ng Malalim na Dagat'),
  w('Dragon Fishing', '龙王捕鱼', 'Bắn Cá Rồng', 'Memancing Naga', 'Pangingisda ng Dragon'),
  w('Coral Quest', '珊瑚探险', 'Hành Trình San Hô', 'Petualangan Karang', 'Paglalakbay sa Korales'),
];
