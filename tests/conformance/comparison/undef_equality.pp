notice(undef == undef)
notice(undef == '')
notice(undef != 0)
