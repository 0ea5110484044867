import { Component, createElement, type ChangeEvent } from 'react';
import { REVIEW_MARK } from '../../schemas/editor-messages';
import { REVIEW_REQUEST_KEY } from '../../shared/editor-files';

/**
 * A translation's review mark in the browser editor: the file's `translation:` key, shown as what it
 * says (reviewed by whom, or not), with a box a native speaker ticks once they have read the
 * translation against its English. Ticking writes a request with the fingerprint of the English the
 * editor showed; the request is recorded, with who reviewed, by whoever knows who that is: the local
 * editor's server from git, or a pull request's record job from the git host
 * (pipeline/editors/review-request.ts). This page never claims a review itself.
 */

/** What Decap hands the control, as far as the mark reads it. */
interface ReviewProps {
  forID: string;
  classNameWrapper?: string;
  field: { get(key: string): unknown };
  value?: ImmutableMap;
  onChange(value: unknown): void;
}

/** Decap's values are Immutable's maps; the mark needs these of their methods. */
interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
  delete(key: string): ImmutableMap;
  toJS?(): unknown;
}

const plain = (value: unknown) =>
  value && typeof (value as ImmutableMap).toJS === 'function' ? (value as ImmutableMap).toJS!() : value;

/** The state the mark shows: the review's, with the review asked for in this change, if any. */
export function reviewState(
  value: unknown,
  field: { english?: string; reviewedBy?: string; outdated?: boolean },
): { text: string; requested: boolean; canMark: boolean } {
  const data = (plain(value) ?? {}) as { review?: { by?: string }; [REVIEW_REQUEST_KEY]?: unknown };
  const requested = data[REVIEW_REQUEST_KEY] !== undefined;
  if (field.outdated) return { text: REVIEW_MARK.outdated, requested, canMark: false };
  const text = field.reviewedBy
    ? REVIEW_MARK.reviewed(field.reviewedBy)
    : data.review?.by
      ? REVIEW_MARK.lapsed(data.review.by)
      : REVIEW_MARK.notReviewed;
  // A review already holding, or a file with no English to read it against, needs no mark.
  return { text, requested, canMark: Boolean(field.english) && !field.reviewedBy };
}

/**
 * The control of the review mark, for a local editor or one on a git host named `host`; where a
 * review marked here cannot be recorded (`recorded` false), it says how else to review.
 */
export function reviewControl(host: string | undefined, recorded = true) {
  return class ReviewControl extends Component<ReviewProps> {
    static displayName = 'TranslationReview';

    private field() {
      const { field } = this.props;
      return {
        english: field.get('english') as string | undefined,
        reviewedBy: field.get('reviewed_by') as string | undefined,
        outdated: field.get('outdated') === true,
      };
    }

    toggle = (event: ChangeEvent<HTMLInputElement>) => {
      const { value, onChange } = this.props;
      const english = this.field().english;
      if (!value || !english) return;
      onChange(
        event.target.checked ? value.set(REVIEW_REQUEST_KEY, { english }) : value.delete(REVIEW_REQUEST_KEY),
      );
    };

    render() {
      const { forID, classNameWrapper } = this.props;
      const shown = reviewState(this.props.value, this.field());
      const state = recorded ? shown : { ...shown, canMark: false };
      const hint = host ? REVIEW_MARK.hosted(host) : REVIEW_MARK.local;
      return createElement(
        'div',
        { className: classNameWrapper },
        createElement('p', { id: `${forID}-state` }, state.text),
        state.canMark &&
          createElement(
            'label',
            { style: { display: 'flex', gap: '0.5em', alignItems: 'flex-start' } },
            createElement('input', {
              id: forID,
              type: 'checkbox',
              checked: state.requested,
              onChange: this.toggle,
              'aria-describedby': `${forID}-state ${forID}-hint`,
              style: { width: '1.5rem', height: '1.5rem', flex: 'none' },
            }),
            REVIEW_MARK.mark,
          ),
        state.canMark && createElement('p', { id: `${forID}-hint` }, hint),
        !recorded && shown.canMark && createElement('p', null, REVIEW_MARK.hostedUnsupported),
      );
    }
  };
}

/** The review mark as the preview shows it: nothing, since it is no part of the page. */
export const ReviewPreview = () => null;
