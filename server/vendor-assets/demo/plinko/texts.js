// The plinko page's own texts (merged with addTexts before the session opens).
export const plinkoTexts = {
  en: {
    drop: 'Drop',
    dropping: 'Dropping…',
    plinkoHelp: 'The ball bounces left or right at every row; the edges pay most.',
    landedSlot: 'Landed in slot',
  },
  fil: {
    drop: 'Ihulog',
    dropping: 'Nahuhulog…',
    plinkoHelp: 'Tumatalbog ang bola pakaliwa o pakanan sa bawat hanay; pinakamalaki ang bayad sa gilid.',
    landedSlot: 'Pumasok sa puwang',
  },
  id: {
    drop: 'Jatuhkan',
    dropping: 'Menjatuhkan…',
    plinkoHelp: 'Bola memantul ke kiri atau kanan di setiap baris; tepi membayar paling besar.',
    landedSlot: 'Masuk ke slot',
  },
  vi: {
    drop: 'Thả bi',
    dropping: 'Đang thả…',
    plinkoHelp: 'Bi nảy sang trái hoặc phải ở mỗi hàng; hai mép trả thưởng cao nhất.',
    landedSlot: 'Rơi vào ô',
  },
  zh: { drop: '投球', dropping: '投球中…', plinkoHelp: '小球在每一行随机向左或向右弹；两侧赔率最高。', landedSlot: '落入格' },
};
