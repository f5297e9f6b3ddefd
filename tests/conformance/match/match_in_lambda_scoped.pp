[1].each |$v| { $q = 'k' =~ /(k)/
 notice($1) }
notice("[${1}]")
