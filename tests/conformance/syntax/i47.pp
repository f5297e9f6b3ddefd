$t = true
notice("$t ${t}")
