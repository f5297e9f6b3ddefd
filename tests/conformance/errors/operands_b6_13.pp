notice(!'a')
notice(!undef)
