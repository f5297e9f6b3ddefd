posix_acl { '/var/log': permission => ['user::rwx'] }
posix_acl { 'logs': path => '/var/log', permission => ['user::rwx'] }
