$r = "b+"
notice("abbb" =~ $r)
notice($0)
