['base', 'other', 'merged_list', 'alias_list', 'flow', 'nested', 'int_keys'].each |$k| {
  notice("${k}: ${String(lookup($k), '%p')}")
}
notice(lookup('nested.deep.deeper.1.0'))
notice(lookup('flow."quoted key"'))
notice(lookup('int_keys.1', undef, undef, 'no integer segment in a hash'))
