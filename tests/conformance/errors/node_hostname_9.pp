node a.b-c {}
notice(1)
