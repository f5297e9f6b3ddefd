class c3 { notice($undefined_var) }
include c3
