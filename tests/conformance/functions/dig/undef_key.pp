notice(dig({a => 1}, undef) =~ Undef)
notice(dig({a => {undef => 1}}, 'a', undef) =~ Undef)
