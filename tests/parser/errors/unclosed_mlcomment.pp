/* abc
notice(1)
