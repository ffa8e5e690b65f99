/** The portfolio form's checks: the name and description rules every named ledger record shares. */
export { MAX_DESCRIPTION, checkNamedRecord as validatePortfolioForm, valuesOf as portfolioFormValues } from '../../data/namedRecordForm';
