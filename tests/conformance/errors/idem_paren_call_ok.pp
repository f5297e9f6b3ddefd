$x = 1
(notice(3))
notice(1)
