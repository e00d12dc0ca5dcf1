/**
 * The areas of the app (README, "Areas"): each has the same name in every realm. Read by the
 * boundary rules (.dependency-cruiser.cjs) and by the test that holds the README's table to the tree.
 * An area added by an issue is added here in the same commit as its first folder.
 */
module.exports = ['shell', 'sign-in', 'account', 'home', 'kyc', 'lender', 'paylater', 'cicilan', 'repayment', 'gomodal'];
