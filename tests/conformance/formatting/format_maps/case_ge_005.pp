notice(String({a=>1}, '%d'))
