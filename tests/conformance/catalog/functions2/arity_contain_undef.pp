contain(undef)
