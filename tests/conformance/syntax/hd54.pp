notice(@("END"))
  line $x
  | END
