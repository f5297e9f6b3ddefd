fail(undef)
