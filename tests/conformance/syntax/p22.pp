notice(- 'a')
