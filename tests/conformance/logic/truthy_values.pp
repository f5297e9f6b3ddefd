notice(true and 1)
notice(true and '')
notice(true and undef)
notice(true and [])
