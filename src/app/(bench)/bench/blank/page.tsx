/**
 * GET /bench/blank — a blank page of this build, cached like the public pages: the floor that
 * `npm run bench` holds each page type's Lighthouse timings and first-load JavaScript beside,
 * measured in the same run on the same server so the shared machine's noise cancels out. The brand
 * name is its one line of content (a page without any paints nothing Lighthouse can time).
 */
export default function BenchBlankPage() {
  return <p>Boxline</p>
}
