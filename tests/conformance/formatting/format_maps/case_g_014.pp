notice(String({a=>1}, '%12h|'))
