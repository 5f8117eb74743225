// Stylesheets have no behaviour to test; jest maps every `.css` import here.
export default {};
