$a = /.*/  # a is a reference to the regular expression
