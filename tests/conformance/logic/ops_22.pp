notice(!undef)
