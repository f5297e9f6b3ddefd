join(undef)
