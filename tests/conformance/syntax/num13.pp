notice(- 5)
