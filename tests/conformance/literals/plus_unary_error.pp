notice(+'x')
