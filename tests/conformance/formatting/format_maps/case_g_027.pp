notice(String([Integer, String], '%s'))
