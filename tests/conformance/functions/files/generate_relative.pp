notice(generate('echo'))
