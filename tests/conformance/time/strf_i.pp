$t = Timestamp('2021-01-01T00:00:00 UTC')
['%G-%V-%u','%U','%W','%g','%a %A'].each |$f| { notice("${f} => [${strftime($t, $f)}]") }
