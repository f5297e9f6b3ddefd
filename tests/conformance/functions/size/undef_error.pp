size(undef)
