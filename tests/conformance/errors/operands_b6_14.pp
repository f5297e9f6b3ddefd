notice(- [1])
