$r = Regexp['a(']
notice([1, {k => $r}])
