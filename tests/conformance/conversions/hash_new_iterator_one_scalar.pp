notice(Hash([[undef]].reverse_each))
