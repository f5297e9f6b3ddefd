$t = @(E)
E
notice("[$t]")
