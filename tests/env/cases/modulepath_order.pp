include extra
include demo
