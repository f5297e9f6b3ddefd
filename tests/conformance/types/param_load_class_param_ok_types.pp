class c(Integer[1,10] $x = 5, Optional[String] $s = undef, Variant[Integer, Enum[a, b]] $v = 'a') { notice("${x} ${s} ${v}") }
include c
