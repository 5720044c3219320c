import type { CSSProperties } from 'react';
import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { TrainingMethod } from '@/content/courses/course.types';
import { useCourseWords } from './use-course-words';
import classes from './CourseMethods.module.css';

/**
 * 'PHƯƠNG PHÁP ĐÀO TẠO': one card per method in the method's own colours (an AA pair, checked by
 * the catalogue test), stacked on phones, picture and text side by side and alternating on desktop.
 */
export function CourseMethods({ methods }: { methods: readonly TrainingMethod[] }) {
  const text = useCourseWords().text.coursePage;
  return (
    <Section
      labelledBy="phuong-phap-dao-tao"
      title={text.methodsTitle}
      subtitle={text.methodsSubtitle}
      tinted
    >
      <ol className={classes.list}>
        {methods.map((method) => (
          <li
            key={method.id}
            className={classes.method}
            style={{ '--method-bg': method.color, '--method-text': method.textColor } as CSSProperties}
          >
            <SiteImage picture={method.image} className={classes.image} />
            <div className={classes.body}>
              <h3 className={classes.title}>{method.title}</h3>
              <div className={classes.contents}>
                {method.contents.map((content) => (
                  <div key={content.contentName}>
                    <h4 className={classes.contentName}>{content.contentName}</h4>
                    <ul className={classes.descriptions}>
                      {content.descriptions.map((description) => (
                        <li key={description}>{description}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
