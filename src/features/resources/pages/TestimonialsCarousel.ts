// The testimonials carousel: the testimonials block's body and a sub-industry page's section.
export { TestimonialsCarousel, type TestimonialItem } from '../components/TestimonialsCarousel'
