$t = @("E")
  ${[1,2].map |$x| { "<$x>" }.join}
  E
notice($t)
