notice(String({abc => 1}, {String => '%p'}))
