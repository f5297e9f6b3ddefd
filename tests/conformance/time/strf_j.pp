$t = Timestamp('1969-12-31T23:59:59.5 UTC')
['%s','%F %T.%L','%N','%Y'].each |$f| { notice("${f} => [${strftime($t, $f)}]") }
