class b { }
include b
notice($b::v)
