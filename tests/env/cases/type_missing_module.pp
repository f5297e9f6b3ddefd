notice(Nomod::X)
