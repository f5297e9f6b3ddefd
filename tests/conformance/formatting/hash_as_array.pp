notice(String({a => 1, b => 2}, '%a'), String({a => 1}, '%(a'))
