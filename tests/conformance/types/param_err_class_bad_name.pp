notice(Class['Foo Bar'])
