['alias_undef', 'alias_int', 'alias_sensitive_src', 'lookup_hash_in_string', 'lookup_int_in_string',
 'lookup_undef_in_string', 'index_out_of_range', 'trusted_top',
 'trusted_parts', 'scope_top', 'scope_dotted', 'quoted_fact', 'quoted_single', 'literal_multiple',
 'lookup_dotted', 'lookup_double_quotes', 'hiera_in_alias_ctx', 'unclosed', 'server_facts_env', 'env_var'].each |$k| {
  notice("${k}: ${String(lookup($k), '%p')}")
}
