keys(undef)
