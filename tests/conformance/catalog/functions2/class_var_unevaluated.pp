class c { $v = 1 }
notice($c::v)
