$x = @("EOT"/nrts$)
  line1\nline2\ttab\$ \s
  |-EOT
notice($x)
