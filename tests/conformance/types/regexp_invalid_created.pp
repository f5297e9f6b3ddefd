$r = Regexp['a(']
notice('created')
notice($r == Regexp['a('])
notice($r <= Regexp)
notice(Array[$r] == Array[$r])
notice([$r].length)
notice(Regexp['a('] =~ Type[Regexp])
