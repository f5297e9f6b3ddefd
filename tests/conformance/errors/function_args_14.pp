notice(step([1], -1))
