import type { Rating, WorkforceApplication } from '@grovekeeper/shared';

/** The worker's average with one more score, rounded to one decimal as the server shows it. */
export function withScore(rating: Rating, score: number): Rating {
  const count = rating.count + 1;
  const average = Math.round(((rating.average * rating.count + score) / count) * 10) / 10;
  return { average, count };
}

/** The application once rated: the score is mine, and the worker's average includes it. */
export function rated(application: WorkforceApplication, score: number): WorkforceApplication {
  return {
    ...application,
    myRating: score,
    applicant: { ...application.applicant, rating: withScore(application.applicant.rating, score) },
  };
}

/** Only an approved application not yet rated can be rated. */
export function canRate(application: WorkforceApplication): boolean {
  return application.status === 'approved' && application.myRating === null;
}
