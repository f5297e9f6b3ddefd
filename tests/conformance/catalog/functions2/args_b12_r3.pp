realize(undef)
