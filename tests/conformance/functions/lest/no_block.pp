lest(undef)
