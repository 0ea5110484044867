import './SectionHeading.css';

/** The eyebrow, heading and introduction that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  level = 2,
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  level?: 1 | 2;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className="section-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={id}>{heading}</Heading>
      {intro && <p className="lead">{intro}</p>}
    </div>
  );
}
