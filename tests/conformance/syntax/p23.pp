notice(!undef, -undef)
