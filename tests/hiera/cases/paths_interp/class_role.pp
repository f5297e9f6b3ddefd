class profile {
  $role = 'web'
  notice(lookup('from_role', undef, undef, 'NOT FOUND'))
  notice(lookup('from_role_plain', undef, undef, 'NOT FOUND'))
}
include profile
