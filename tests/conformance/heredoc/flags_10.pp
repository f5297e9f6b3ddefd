notice(@("END"/$))
  cost: $5 and \$
  | END
