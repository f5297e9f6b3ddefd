notify { 'x': message => 'm' }
notice(Notify['x']['title'])
notice(Notify['x']['name'])
file { '/p': }
notice(File['/p']['path'])
