notice(match(1, /b/))
