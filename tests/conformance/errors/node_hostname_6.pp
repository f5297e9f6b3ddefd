node 'é' {}
notice(1)
