notice(@("END"))
  ok ${1 +} text
  | END
