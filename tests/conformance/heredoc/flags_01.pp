$x = 'X'
notice(@("END"/nrt$uL))
  a\tb\n$x \$x \u00e9 \
  c\\d
  | END
