class c { $v = 1 } include c notice($c::v) notice($::c::v)
