$s = @("EOT"/L)
  Line one \
  continues
  ${upcase('two')}
  | EOT
notice($s)
notice($s.split("\n").map |$l| { $l.length })
