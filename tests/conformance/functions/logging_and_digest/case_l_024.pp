notice(Error('boom'))
