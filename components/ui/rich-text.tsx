import type { RichBlock } from '@/content/types';

/** Typed content blocks as semantic HTML. Text is escaped by React: nothing is injected as HTML. */
export function RichText({ blocks, headingLevel = 2 }: { blocks: RichBlock[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'heading':
            return <Heading key={index}>{block.text}</Heading>;
          case 'list':
          case 'ordered-list': {
            const List = block.type === 'list' ? 'ul' : 'ol';
            return (
              <List key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={index}>
                <p>{block.text}</p>
                {block.cite ? <footer>— {block.cite}</footer> : null}
              </blockquote>
            );
        }
      })}
    </>
  );
}
