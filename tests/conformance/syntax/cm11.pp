notice(1)
/*/