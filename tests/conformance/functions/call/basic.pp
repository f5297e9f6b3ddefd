notice(call('sprintf', '%03d', 7))
notice(call('max', 1, 5, 3))
call('notice', 'from call')
