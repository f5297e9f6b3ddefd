notice(call('notice', 'hi'))
