class k2 { }
include k2
notice($k2::nope)
