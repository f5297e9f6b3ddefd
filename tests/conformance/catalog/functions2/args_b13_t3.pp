notice(tagged(undef))
