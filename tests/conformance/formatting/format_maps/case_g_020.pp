notice(String({abc => 1}, {String => '%u'}))
