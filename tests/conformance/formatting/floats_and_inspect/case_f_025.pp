notice(String([undef, default]))
