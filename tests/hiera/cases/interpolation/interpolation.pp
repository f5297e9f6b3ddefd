$local_var = 'top scope variable read as %{local_var}'
$top_var = 'read as %{::top_var}'
[dc_key, node_key, facts_dot, facts_top, fact_int, fact_list, fact_hash, fact_index, trusted_all, var_local,
 var_top, var_missing, var_missing_top, var_missing_sub, method_lookup, method_hiera, method_lookup_missing,
 method_literal, method_scope, method_spaces, empty_forms, alias_array, alias_hash, alias_string, nested_interp,
 in_keys, in_list].each |$k| {
  notice("${k}: ${String(lookup($k), '%p')}")
}
