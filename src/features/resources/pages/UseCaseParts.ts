// A use case's image, for the use-case tabs block (spec 3 §3 "Use case").
export { CardImage } from '../components/ResourceParts'
