$t = @(E)
    a
   b
    |E
notice("[$t]")
