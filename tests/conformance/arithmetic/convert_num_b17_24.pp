notice(String(undef), String(default), String([1, 'a']), String({a => 'b'}))
