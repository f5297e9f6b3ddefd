$role = 'web'
['from_node', 'from_role', 'from_role_plain', 'from_os', 'from_major', 'from_legacy', 'from_env', 'from_empty', 'from_common'].each |$k| {
  notice("${k}: ${lookup($k, undef, undef, 'NOT FOUND')}")
}
notice(lookup('shared', Array, 'unique'))
