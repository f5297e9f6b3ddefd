class t(Integer $x) { }
include t
