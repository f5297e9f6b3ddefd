include nested::a::b::c
include nested
