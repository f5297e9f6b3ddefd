notice(@("END"))
  ${
  END
