notice(String([Integer, String], {Type => '%p'}))
