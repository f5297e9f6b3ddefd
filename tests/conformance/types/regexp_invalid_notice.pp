$r = Regexp['a(']
notice('before')
notice($r)
