posix_acl { '/srv':
  permission => ['user::rwx', 'default:bob:alice:r'],
}
