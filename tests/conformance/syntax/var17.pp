notice($a::b::c)
