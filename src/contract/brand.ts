export const PRODUCT_NAME = 'Luz';
export const GUIDES_AREA_NAME = `${PRODUCT_NAME} for Guides`;
export const SUPPORT_EMAIL = 'hello@luz.pt';
export const CITY = 'Lisbon';
export const TIME_ZONE = 'Europe/Lisbon';
