$a = {b=>[1]} notice(getvar("a.b.0"))
