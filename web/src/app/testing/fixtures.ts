import type { Banner } from '@tala/contract/system';

export { permissionFixture, siteConfigFixture } from '../../shared/testing/startup-fixtures.ts';

export const bannerFixture = (groupName: string, bannerId = 1): Banner => ({
  bannerId,
  url: `/media/banner/${bannerId}.svg`,
  groupName,
  linkageType: 'route',
  link: '/promotions',
  title: `Banner ${bannerId} for ${groupName}`,
  headline: '',
  subline: '',
  cta: '',
  phoneUrl: '',
});
