$u = undef
notify { "x${u}": }
