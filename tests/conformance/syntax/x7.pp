class x::y::z { notice($name) }
include x::y::z
