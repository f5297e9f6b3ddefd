include(undef)
