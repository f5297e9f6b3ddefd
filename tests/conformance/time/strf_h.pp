$t = Timestamp('1999-12-31T23:59:59 UTC')
['%G-%V','%U','%W','%j','%c','%x','%r','%y','%C','%s'].each |$f| { notice("${f} => [${strftime($t, $f)}]") }
