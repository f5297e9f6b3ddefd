posix_acl { '/tmp/a': action => set, permission => ['user::rwx', {'a' => File['/tmp/x']}] }
