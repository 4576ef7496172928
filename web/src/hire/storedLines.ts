/**
 * The check the hire basket's stored lines pass when read back. A module of its own, loaded on the first read
 * (hireBasketStore): the schema's code (zod) is then no part of the layout's first load.
 */
export { readHireBasket } from '@shop/contracts';
