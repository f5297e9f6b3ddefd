if true { } notice(1) else { }
