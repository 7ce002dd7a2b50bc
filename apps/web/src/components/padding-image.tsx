/** A 1px image a page loads; the server notices the request (that is how a hidden page counts as opened). */
export function PaddingImage({ name }: { name: string }) {
  return (
    <img
      src={`assets/public/images/padding/${name}`}
      alt=""
      width={1}
      height={1}
      className="visually-hidden-pixel"
    />
  )
}
