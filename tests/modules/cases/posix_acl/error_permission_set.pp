posix_acl { '/srv':
  permission => ['user::rwx', 'group:staff:rwq'],
}
