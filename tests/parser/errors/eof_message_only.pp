class a {
