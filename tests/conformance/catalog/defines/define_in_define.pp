define a { define b {} }
