$d = Timespan(-3723.5)
['%D','%H','%M','%S','%L','%N','%H:%M:%S','%M:%S','%S.%L','%-H:%M'].each |$f| { notice("${f} => [${strftime($d, $f)}]") }
