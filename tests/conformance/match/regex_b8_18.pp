$ab = 1
notice("$ab-c $ab_c")
