notice(1)
/**/