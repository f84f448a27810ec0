// The keno page's own texts (merged with addTexts before the session opens).
export const kenoTexts = {
  en: {
    draw: 'Draw',
    drawing: 'Drawing…',
    autoPick: 'Auto pick',
    kenoHelp: 'Pick 1 to 10 numbers; 10 of 40 are drawn. The more you hit, the more you win.',
    pickFirst: 'Pick at least one number.',
  },
  fil: {
    draw: 'Bumunot',
    drawing: 'Bumubunot…',
    autoPick: 'Awtomatikong pili',
    kenoHelp: 'Pumili ng 1 hanggang 10 numero; 10 sa 40 ang binubunot. Mas maraming tama, mas malaki ang panalo.',
    pickFirst: 'Pumili ng kahit isang numero.',
  },
  id: {
    draw: 'Tarik',
    drawing: 'Menarik…',
    autoPick: 'Pilih otomatis',
    kenoHelp: 'Pilih 1 sampai 10 angka; 10 dari 40 ditarik. Semakin banyak kena, semakin besar menang.',
    pickFirst: 'Pilih setidaknya satu angka.',
  },
  vi: {
    draw: 'Quay số',
    drawing: 'Đang quay…',
    autoPick: 'Chọn ngẫu nhiên',
    kenoHelp: 'Chọn từ 1 đến 10 số; quay 10 trong 40 số. Trúng càng nhiều, thắng càng lớn.',
    pickFirst: 'Hãy chọn ít nhất một số.',
  },
  zh: {
    draw: '开奖',
    drawing: '开奖中…',
    autoPick: '机选',
    kenoHelp: '选择 1 到 10 个号码；从 40 个号码中开出 10 个。命中越多，赢得越多。',
    pickFirst: '请至少选择一个号码。',
  },
};
