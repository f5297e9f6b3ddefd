file { '/tmp/x': }
posix_acl { '/tmp/a': action => set, permission => ['user::rwx', File['/tmp/x']] }
