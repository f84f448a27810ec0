import { encodeServicePath } from '@tala/contract/customer-service';
import type { Permission, SiteConfig } from '@tala/contract/system';

/** The start-up data of tests: the demo brand's shape, patched per test. */
export const permissionFixture = (patch: Partial<Permission> = {}): Permission => ({
  info: {
    whitelabel: { CBS3: '1' },
    registerRules: {},
    resources: [],
    customerService: {
      version: { pathList: [{ type: '3', path: encodeServicePath('https://support.example/chat', 'k3y5ecr7') }] },
      telegram: 'https://t.me/tala_support',
    },
    gtagId: '',
    imageCDNs: [],
    launchGameCDNs: [],
  },
  location: { ip: '203.0.113.7', countryCode: 'PH' },
  maintenance: false,
  regionRestriction: false,
  ...patch,
});

export const siteConfigFixture = (patch: Partial<SiteConfig> = {}): SiteConfig => ({
  brandName: 'Tala',
  merchantCode: 'TALADEMO',
  platform: 'W',
  lotteryType: 'SEA',
  device: 'WEB',
  defaultLanguage: 'EN',
  languages: ['EN', 'PH'],
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: 'B,PL,PU,PR,H',
  defaultExecution: 'B',
  miniGameCodes: ['SPB', 'GM', 'XGS', 'KM'],
  esportsVendors: [],
  currencySymbol: '$',
  defaultTheme: 'light',
  loginedToHomePage: false,
  logoUrl: '',
  copyrightHolder: 'Tala Gaming',
  timeZone: 'UTC',
  ...patch,
});
