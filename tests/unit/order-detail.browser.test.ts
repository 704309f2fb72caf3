/**
 * The order detail's routes (spec 2 §2 /orders/:order, /my-myloc/orders/:order): the route table
 * matches them (and leaves the cart and the wizard theirs), and orderTarget gives `<fsp-order>` its
 * attributes or the not-found page.
 */
import { describe, expect, it } from 'vitest';
import { matchLoggedIn, orderTarget } from '../../src/standalone/route-table.ts';

describe('the order routes', () => {
  it('matches /orders/{order} and /my-myloc/orders/{order}, and nothing longer', () => {
    expect(matchLoggedIn('/orders/1000')).toMatchObject({ name: 'order', params: { order: '1000' } });
    expect(matchLoggedIn('/my-myloc/orders/1000')).toMatchObject({ name: 'myOrder', params: { order: '1000' } });
    expect(matchLoggedIn('/orders/1000/cart')).toMatchObject({ name: 'cart' });
    expect(matchLoggedIn('/orders/1000/products')).toMatchObject({ name: 'orderProducts' });
    expect(matchLoggedIn('/my-myloc/orders/1000/x')).toBeNull();
  });

  it('shows <fsp-order> for a valid id, with mine under My orders, and not-found for any other', () => {
    expect(orderTarget('order', { order: '1000' })).toEqual({ kind: 'show', attributes: { order: '1000', mine: undefined } });
    expect(orderTarget('myOrder', { order: '1000' })).toEqual({ kind: 'show', attributes: { order: '1000', mine: 'true' } });
    for (const order of ['0', '-1', 'abc', '01', '1.5', '2147483648']) expect(orderTarget('order', { order }), order).toEqual({ kind: 'notFound' });
  });
});
