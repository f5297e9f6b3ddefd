length(undef)
