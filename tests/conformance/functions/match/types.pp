notice('abc'.match(Regexp['b(c)']))
notice('abc'.match(Pattern[/x/, /a(b)/]))
notice('abc'.match([/z/, [/(a)/]]))
notice('abc'.match(Variant[Pattern[/q/], Regexp[/c/]]))
