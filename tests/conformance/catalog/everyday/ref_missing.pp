notice(File['/nope']['mode'])
