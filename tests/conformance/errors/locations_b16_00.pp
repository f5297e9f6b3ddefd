$x = @("E")
  line1
  value ${nope} here
  E
