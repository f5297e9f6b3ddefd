notice(Hash([[true]].reverse_each))
