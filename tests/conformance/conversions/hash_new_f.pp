notice(Hash(undef))
