notice(sprintf("%s", undef))
