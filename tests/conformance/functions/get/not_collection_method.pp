$n = 5
notice($n.get("a.b"))
