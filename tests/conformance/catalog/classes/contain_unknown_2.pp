class c { contain nope::x }
include c
