class c { next() notice(no) }
include c
notice(yes)
