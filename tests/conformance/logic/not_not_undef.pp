notice(!!undef)
notice(1 and undef or 2)
