/**
 * A cookie scripts may read, set beside the httpOnly cart cookie, saying only that a cart exists:
 * cached pages are the same for everyone, so the header's cart count is asked for after load
 * (GET /api/cart/count), and only by a browser that has a cart. It holds no id.
 */
export const HAS_CART_COOKIE = 'boxline_has_cart'
