/** Test fixture: a contract's gold figures with nothing held, in process or sold. */
export const noGoldFigures = {
  quantity: '0.000',
  remaining_quantity: '0.000',
  remaining_units: '0.0',
  remaining_cost_idr: '0.00',
  remaining_cost_usd: '0.00',
  buy_process: '0.000',
  sell_process: '0.000',
  delivery_process: '0.000',
  sold_quantity: '0.000',
  sold_amount_idr: '0.00',
  sold_amount_usd: '0.00',
  sold_cost_idr: '0.00',
  sold_cost_usd: '0.00',
};
