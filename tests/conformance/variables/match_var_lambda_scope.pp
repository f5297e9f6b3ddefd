'abc' =~ /(b)/
notice("top ${1}")
['xyz'].each |$v| {
  if $v =~ /(y)/ { notice("lambda ${1}") }
}
notice("top again ${1}")
