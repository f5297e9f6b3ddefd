notice($c::v)
