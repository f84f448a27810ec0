// The wheel page's own texts (merged with addTexts before the session opens).
export const wheelTexts = {
  en: { wheelHelp: 'Pick a risk and a number of segments: every segment is equally likely.' },
  fil: { wheelHelp: 'Pumili ng panganib at bilang ng bahagi: pare-pareho ang tsansa ng bawat bahagi.' },
  id: { wheelHelp: 'Pilih risiko dan jumlah segmen: setiap segmen sama peluangnya.' },
  vi: { wheelHelp: 'Chọn mức rủi ro và số ô: mọi ô đều có xác suất như nhau.' },
  zh: { wheelHelp: '选择风险和格数：每一格的概率相同。' },
};
